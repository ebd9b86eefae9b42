// A part of the app fetched when it is first needed (a route's code, the map) can fail to arrive:
// a deploy has replaced it (its hashed name is gone), or the connection dropped. It is tried
// again a little later; after CHUNK_LOAD_TIMEOUT_MS, or when every try has failed, it is a
// ChunkLoadError, which the error page answers with a reload (a new version is the usual cause).

/** SPEC.md section 9: how long a chunk may take to load before it has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The waits before each try again: a dropped request, then a slow network. */
const RETRY_DELAYS_MS = [1_000, 3_000];

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** The browsers' words for a module or its stylesheet that could not be fetched. */
const fetchFailure =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** Whether an error is a part of the app that did not arrive (not one that arrived and threw). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError || (error instanceof Error && fetchFailure.test(error.message))
  );
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a chunk (`() => import(…)`), trying again after a fetch failure, within
 * CHUNK_LOAD_TIMEOUT_MS in all. Errors that are not fetch failures are passed on as they are.
 */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError('A part of the page took too long to load.')),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  const tries = async (): Promise<T> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (!isChunkLoadError(error)) throw error;
        if (delay === undefined) {
          throw new ChunkLoadError('A part of the page could not be loaded.', { cause: error });
        }
        await wait(delay);
      }
    }
  };
  return Promise.race([tries(), deadline]).finally(() => clearTimeout(timer));
}
