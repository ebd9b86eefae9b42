import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process per embedded database. Each PGlite is a whole single-user PostgreSQL with its own
 * buffers and no locking between processes, so two processes on one data directory overwrite
 * each other's acknowledged writes. The first process leaves its id in a lock file; the next one refuses to
 * open the directory while that process runs, and takes the lock over once it is gone (a crash
 * or SIGKILL leaves the file behind).
 */
export const LOCK_FILE_NAME = 'lido.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly lockFile: string,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another Lido process (pid ${holderPid}). ` +
        'Stop that process first, or give this one its own DATA_DIR (or a DATABASE_URL). ' +
        `If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly lockFile: string;
  /** Removes the lock file if it is still ours. */
  release: () => void;
}

/** Directories this process holds: a second open in the same process is refused too. */
const heldInThisProcess = new Set<string>();

/** Long enough for a starting process to write its id after creating the file. */
const PARTIAL_WRITE_GRACE_MS = 50;
/** How long to wait for another process that is taking a stale lock over. */
const RETRY_DELAY_MS = 10;
const ATTEMPTS = 100;

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const lockFile = join(dataDir, LOCK_FILE_NAME);
  if (heldInThisProcess.has(lockFile)) {
    throw new DataDirLockedError(dataDir, process.pid, lockFile);
  }
  const content = `${process.pid}\n`;

  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (createExclusively(lockFile, content)) return holdLock(lockFile, content);

    let seen = readLockFile(lockFile);
    if (seen === undefined) continue; // released meanwhile: try to create it again
    if (parsePid(seen) === undefined) {
      // Created but not yet written by a process that is starting now; if it stays empty, the
      // process died between the two steps and the lock is stale.
      await delay(PARTIAL_WRITE_GRACE_MS);
      seen = readLockFile(lockFile);
      if (seen === undefined) continue;
    }
    const holderPid = parsePid(seen);
    if (holderPid !== undefined && isOtherProcessRunning(holderPid)) {
      throw new DataDirLockedError(dataDir, holderPid, lockFile);
    }
    await removeStaleLock(lockFile, seen);
  }
  throw new Error(
    `Could not take the lock ${lockFile}: another process kept it busy. ` +
      `If no Lido process is running, delete ${lockFile} and ${lockFile}.takeover.`,
  );
}

function holdLock(lockFile: string, content: string): DataDirLock {
  heldInThisProcess.add(lockFile);
  // A process that exits without closing the database (process.exit after a fatal error) still
  // leaves the directory free for the next start.
  const releaseOnExit = (): void => removeIfContent(lockFile, content);
  process.once('exit', releaseOnExit);
  return {
    lockFile,
    release: () => {
      process.removeListener('exit', releaseOnExit);
      heldInThisProcess.delete(lockFile);
      removeIfContent(lockFile, content);
    },
  };
}

/** O_EXCL: of several processes starting at once, exactly one creates the file. */
function createExclusively(lockFile: string, content: string): boolean {
  try {
    writeFileSync(lockFile, content, { flag: 'wx' });
    return true;
  } catch (error) {
    if (isErrorCode(error, 'EEXIST')) return false;
    throw error;
  }
}

/**
 * Checking that a lock is stale and deleting it are two steps, so two processes taking it over at
 * once could each delete the other's fresh lock. Only the process that holds a second, short-lived
 * guard file may delete a stale lock, and it checks again under the guard that the lock is still
 * the stale one; the others wait and try again.
 */
async function removeStaleLock(lockFile: string, staleContent: string): Promise<void> {
  const guard = `${lockFile}.takeover`;
  const guardContent = `${process.pid}\n`;
  if (createExclusively(guard, guardContent)) {
    try {
      removeIfContent(lockFile, staleContent);
    } finally {
      removeIfContent(guard, guardContent);
    }
    return;
  }
  // Another process is taking the lock over now, or died doing so and left its guard behind.
  const otherGuard = readLockFile(guard);
  const guardPid = otherGuard === undefined ? undefined : parsePid(otherGuard);
  if (otherGuard !== undefined && guardPid !== undefined && !isOtherProcessRunning(guardPid)) {
    removeIfContent(guard, otherGuard);
  }
  await delay(RETRY_DELAY_MS);
}

function removeIfContent(file: string, content: string): void {
  if (readLockFile(file) !== content) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if (!isErrorCode(error, 'ENOENT')) throw error;
  }
}

function readLockFile(lockFile: string): string | undefined {
  try {
    return readFileSync(lockFile, 'utf8');
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function parsePid(content: string): number | undefined {
  const match = /^(\d+)\n/.exec(content);
  const pid = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Our own id in the file cannot be a live holder (this process tracks its locks in memory): it
 * was left by an earlier process that had the same id, as a container's first process does.
 */
function isOtherProcessRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return !isErrorCode(error, 'ESRCH');
  }
}

function isErrorCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
