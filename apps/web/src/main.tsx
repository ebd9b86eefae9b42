// The page's first paint needs only index.html: the frame's styles (inlined into it at build,
// vite.config.ts) and, on the pages that have one, the shell the server drew (app/page-shell.ts).
// The app's scripts run after that paint, so none of them stands between the HTML and the first
// thing the visitor sees.
//
// Every stylesheet the app's start renders with is imported here, so it is inlined with the
// frame's: a stylesheet the start added to the page would cost a phone a long task of style work
// (bench/web). scripts/check-bundle-budget.mjs fails the build when the start brings one.
import './app/fonts.css';
import './app/global.css';
import './app/header.css';
import './shared/components/breadcrumbs.css';
import './shared/components/button.css';
import './shared/components/side-drawer.css';
import './shared/components/full-page-message.css';
import './shared/components/demo-badge.css';
import './features/toasts/components/toasts.css';
import './features/embedding/embedding.css';
import './features/venues/components/venue-footer.css';
import './features/venues/components/venue-page-heading.css';
import './features/map/components/place-search.css';
import './app/routes/home.css';
import { afterFirstPaint, hasPageShell, nextTask } from './app/page-shell';

// Evaluating the scripts is the longest work a phone does before the page responds: React's
// runtime, the other libraries, the app's modules and the app's start
// (app/start.tsx) each run in a task of their own, with the browser free to handle a tap in
// between, rather than in one long task (bench/web: total blocking time).
async function start(): Promise<void> {
  if (hasPageShell()) await afterFirstPaint();
  await import('react-dom/client');
  await nextTask();
  await import('./app/libraries');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  startApp();
}

void start();
