import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

let dataDir: string;
let lockFile: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lido-lock-'));
  lockFile = join(dataDir, LOCK_FILE_NAME);
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The id of a process that has already exited. */
function pidOfFinishedProcess(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('acquireDataDirLock', () => {
  it('writes the id of this process into a lock file in the data directory', async () => {
    const lock = await acquireDataDirLock(dataDir);
    expect(lock.lockFile).toBe(lockFile);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('removes the lock file on release, so the next process can start', async () => {
    const lock = await acquireDataDirLock(dataDir);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    (await acquireDataDirLock(dataDir)).release();
  });

  it('refuses while the process named in the lock is running, naming the directory and process', async () => {
    // Our parent process is certainly running and is not us.
    writeFileSync(lockFile, `${process.ppid}\n`);
    const refusal = await acquireDataDirLock(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    const message = (refusal as Error).message;
    expect(message).toContain(dataDir);
    expect(message).toContain(`pid ${process.ppid}`);
    // The other process keeps its lock.
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('refuses a second open of the same directory in this process', async () => {
    const lock = await acquireDataDirLock(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    lock.release();
  });

  it('takes over a lock left by a process that is no longer running', async () => {
    writeFileSync(lockFile, `${pidOfFinishedProcess()}\n`);
    const lock = await acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('takes over a lock naming its own id, left by an earlier process that had the same id', async () => {
    writeFileSync(lockFile, `${process.pid}\n`);
    const lock = await acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it('takes over an empty lock file left by a process that died while creating it', async () => {
    writeFileSync(lockFile, '');
    const lock = await acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
  });

  it("does not remove another process's lock on release", async () => {
    const lock = await acquireDataDirLock(dataDir);
    writeFileSync(lockFile, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('lets exactly one of several processes taking over a stale lock at once win', async () => {
    writeFileSync(lockFile, `${pidOfFinishedProcess()}\n`);
    const lockModule = join(import.meta.dirname, 'data-dir-lock.ts');
    // Each contender waits for the same instant, then tries; a winner holds the lock a while so
    // that the others find it running.
    const startAt = Date.now() + 2_500;
    const script = `
      const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
      await new Promise((resolve) => setTimeout(resolve, ${startAt} - Date.now()));
      try {
        await acquireDataDirLock(${JSON.stringify(dataDir)});
        process.stdout.write('won');
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      } catch (error) {
        process.stdout.write(error.name);
      }`;
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () =>
        runNode(['--import', 'tsx', '--input-type=module', '-e', script]),
      ),
    );
    expect(outcomes.sort()).toEqual([
      'DataDirLockedError',
      'DataDirLockedError',
      'DataDirLockedError',
      'won',
    ]);
  }, 20_000);
});

function runNode(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve(output));
  });
}
