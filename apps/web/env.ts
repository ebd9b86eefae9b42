// The only reader of process.env in the web workspace (eslint allows it in files named env.ts).
// Used by vite.config.ts at dev time; the built SPA never sees process.env.

/** Where `vite dev` proxies `/api` to: the API started with `npm run dev`. */
export const devApiUrl = process.env.LIDO_API_URL ?? 'http://localhost:3000';
