// A build for finding where a page's time goes, never shipped: React's profiling build (its
// Scheduler and Components tracks appear in a Chrome trace as `TimeStamp` events) and code left
// unminified, so a CPU profile names Lido's functions. Used with bench/web's BENCH_TRACE_DIR:
//   npx vite build --config vite.profile.config.ts   (then the bench with BENCH_SKIP_BUILD=1)
import { mergeConfig } from 'vite';
import base from './vite.config.ts';

export default mergeConfig(base, {
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  build: { minify: false },
});
