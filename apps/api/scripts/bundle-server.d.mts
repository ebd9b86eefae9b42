/** Bundles `entryPoints` (paths from apps/api) into `outdir`, one `<name>.js` each. */
export function bundleServer(options: { entryPoints: string[]; outdir: string }): Promise<void>;
