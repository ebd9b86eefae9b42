import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { readEnv } from '../platform/env';
import { LOCK_FILE_NAME } from '../platform/db/data-dir-lock';

// The real server, bundled as `npm start` runs it (once per run, global-setup.ts), on the embedded
// database (whatever database the other API tests use). The run on PostgreSQL would repeat the
// same test word for word, so it runs in the embedded run only.
const { DATABASE_URL } = readEnv();
const apiDirectory = join(import.meta.dirname, '..', '..');
const START_TIMEOUT_MS = 90_000;

interface StartedServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

let dataDir: string;
const started: ChildProcess[] = [];

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lido-server-lock-'));
});
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<StartedServer> {
  // Only these settings: no DATABASE_URL or NODE_ENV from the test run.
  const environment = {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    LIDO_DEMO: '1',
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  };
  const child = spawn(process.execPath, [join(inject('serverBundles'), 'server.js')], {
    cwd: apiDirectory,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => output, exited };
}

/** Resolves once the server listens; fails with its output if it exits first. */
async function untilServing(server: StartedServer): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!server.output().includes('Lido is serving')) {
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`The server did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function lockHolder(): string | undefined {
  const lockFile = join(dataDir, 'pglite', LOCK_FILE_NAME);
  return existsSync(lockFile) ? readFileSync(lockFile, 'utf8').trim() : undefined;
}

describe.skipIf(DATABASE_URL)('one server process per embedded database', () => {
  it(
    'refuses to start a second server on the same data directory, naming the directory and the first process',
    async () => {
      const first = await startServer();
      await untilServing(first);
      expect(lockHolder()).toBe(String(first.child.pid));

      const second = await startServer();
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toContain(join(dataDir, 'pglite'));
      expect(second.output()).toContain(`pid ${first.child.pid}`);
      expect(second.output()).not.toContain('Lido is serving');

      // The first server is unharmed, and its clean exit frees the directory.
      expect(first.child.exitCode).toBeNull();
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(lockHolder()).toBeUndefined();
    },
    2 * START_TIMEOUT_MS,
  );

  it(
    'starts on a data directory whose lock names a server that was killed',
    async () => {
      const killed = await startServer();
      await untilServing(killed);
      killed.child.kill('SIGKILL');
      await killed.exited;
      // SIGKILL leaves the lock behind, naming a process that no longer runs.
      expect(lockHolder()).toBe(String(killed.child.pid));

      const next = await startServer();
      await untilServing(next);
      expect(lockHolder()).toBe(String(next.child.pid));
      next.child.kill('SIGTERM');
      expect(await next.exited).toBe(0);
    },
    2 * START_TIMEOUT_MS,
  );
});
