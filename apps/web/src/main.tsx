// The page's first paint needs only index.html: the frame's styles (inlined into it at build,
// vite.config.ts) and, on the pages that have one, the shell the server drew (app/page-shell.ts).
// The app's scripts start downloading after that paint, so none of them stands between the HTML
// and the first thing the visitor sees.
import './app/fonts.css';
import './app/global.css';
import './components/header.css';
import './components/breadcrumbs.css';
import { afterFirstPaint, hasPageShell } from './app/page-shell';

void (hasPageShell() ? afterFirstPaint() : Promise.resolve()).then(() => import('./app/start'));
