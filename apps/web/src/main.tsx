// The page's first paint needs only index.html: the frame's styles (inlined into it at build,
// vite.config.ts) and, on the pages that have one, the shell the server drew (app/page-shell.ts).
// The app's scripts run after that paint, so none of them stands between the HTML and the first
// thing the visitor sees.
import './app/fonts.css';
import './app/global.css';
import './components/header.css';
import './components/breadcrumbs.css';
import { afterFirstPaint, hasPageShell, nextTask } from './app/page-shell';

// Evaluating the scripts is the longest work a phone does before the page responds: React, the
// other libraries and the app each run in a task of their own, with the browser free to handle a
// tap in between, rather than in one long task (bench/web: total blocking time).
async function start(): Promise<void> {
  if (hasPageShell()) await afterFirstPaint();
  await import('react-dom/client');
  await nextTask();
  await import('./app/libraries');
  await nextTask();
  await import('./app/start');
}

void start();
