import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

// Real API processes on one PostgreSQL database, for the tests of what several servers sharing a
// database (or one killed mid-request) must get right. Each runs crash-server.ts: the ordinary
// server with its background sweeps, its clock running from TEST_NOW, bundled once per run
// (global-setup.ts).

const apiDirectory = fileURLToPath(new URL('../..', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const running: ChildProcess[] = [];

/** Kills every server a test started (call it in afterEach). */
export function killServerProcesses(): void {
  for (const child of running.splice(0)) child.kill('SIGKILL');
}

/**
 * Starts a server on `url`, killed dead at the checkout step boundary `crashAt` if given, with
 * `env` over the test servers' settings.
 */
export async function startServerProcess(
  url: string,
  { crashAt, env = {} }: { crashAt?: string; env?: Record<string, string> } = {},
) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(inject('serverBundles'), 'crash-server.js'), ...(crashAt ? [crashAt] : [])],
    {
      cwd: apiDirectory,
      env: {
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LIDO_DEMO: '1',
        SEED_DEMO_DATA: 'false',
        LIDO_RATE_LIMITS: 'off',
        // Every test client signs in from 127.0.0.1: dozens of sign-ins in flight at once must not
        // be taken for one address guessing passwords.
        SIGN_IN_FREE_ATTEMPTS_PER_ADDRESS: '100000',
        SESSION_IDLE_MINUTES: '1440',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  running.push(child);
  // Kept short and read, so a server that stops before it answers says why: a pipe nobody reads
  // fills, and a server writing to it would stop dead.
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-4000);
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  // Two minutes, as the journeys allow their servers: a shared two-core machine running the other
  // test files beside this one can take most of a minute to load, migrate and listen.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) break;
    if (exitCode !== undefined) {
      throw new Error(`the server stopped before it answered (exit ${exitCode}): ${stderrTail}`);
    }
    if (Date.now() > deadline) throw new Error(`the server did not start: ${stderrTail}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, exited, child };
}
