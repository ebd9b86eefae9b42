import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** A port no process listens on now (asked of the system by a short-lived process). */
export const freePort = (): string =>
  execFileSync(process.execPath, [join(repositoryRoot, 'e2e/scripts/free-port.mjs')], {
    encoding: 'utf8',
  }).trim();

/** The built server's settings for a journey run: demo mode on a database of its own. */
export function lidoServerEnv(
  port: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Record<string, string> {
  const base = `http://127.0.0.1:${port}`;
  return {
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    LIDO_DEMO: '1',
    SITE_URL: base,
    SITE_ORIGINS: base,
    ...extraEnv,
  };
}

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

const STARTUP_LIMIT_MS = 120_000;
const STOP_LIMIT_MS = 10_000;

/**
 * Starts the built server (`apps/api/dist/server.js`) and resolves once `/api/health` answers.
 * Its errors go to the run's own output; a server that exits before it answers fails the start.
 */
export async function startLidoServer(
  name: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const child = spawn(process.execPath, [join(repositoryRoot, 'apps/api/dist/server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill();
    // A server that does not finish its shutdown in time is killed, so a run never hangs on it.
    const killLater = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
    await exited;
    clearTimeout(killLater);
  };
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The ${name} server exited (${child.exitCode})`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseUrl, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The ${name} server did not answer in ${STARTUP_LIMIT_MS / 1000} s`);
}
