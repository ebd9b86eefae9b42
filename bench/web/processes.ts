import { spawn, type ChildProcess } from 'node:child_process';

export interface Chromium {
  process: ChildProcess;
  /** The DevTools port Lighthouse drives it through. */
  port: number;
}

/**
 * Headless Chromium with a fresh profile, on a DevTools port of its choosing (read from the line
 * it prints), so nothing else is needed to launch it.
 */
export function startChromium(executable: string, profileDir: string): Promise<Chromium> {
  const child = spawn(
    executable,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolveChromium, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.once('error', reject);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolveChromium({ process: child, port: Number(port) });
      }
    });
  });
}
