import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import dataModelValidator from '@openactive/data-model-validator';
import rpdeValidator from '@openactive/rpde-validator';

// OpenActive's own validators, run offline in Lido's tests: the data-model validator on what the
// feeds and the dataset site publish, and the RPDE validator on each feed page, as activity
// finders and OpenActive's test suite run them (docs/openactive/research-notes.md §1, §2).

/** A failure as the validators report it; warnings and notices are left out. */
export interface OpenActiveFailure {
  severity: string;
  path: string | undefined;
  message: string;
  type: string;
}

const ACTIVITY_LIST_URL = 'https://openactive.io/activity-list';

/**
 * The full activity list (with each concept's `broader`, `concept` and the rest), beside the
 * checkout as CI has it. The compact copy the API ships keeps ids and labels only, which is not
 * enough for the validator's activity checks.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const ACTIVITY_LIST_FILE = resolve(repoRoot, '../shared/data/openactive/activity-list.jsonld');

/** Ten years: the seeded file never goes stale during a run. */
const CACHE_TIME_TO_LIVE_SECONDS = 10 * 365 * 24 * 3600;

let cacheDirectory: string | undefined;

/**
 * A folder the validator reads remote JSON from before the network (its json-loader looks for
 * `${sha256(url)}.json`), holding the activity list: without it every `activity` fails as "could
 * not be found". Written once per process, whole (renamed into place), as other test processes
 * may be reading it.
 */
function validatorCache(): string {
  if (cacheDirectory) return cacheDirectory;
  if (!existsSync(ACTIVITY_LIST_FILE)) {
    throw new Error(
      `The OpenActive activity list is missing: the validator needs ${ACTIVITY_LIST_FILE}`,
    );
  }
  const directory = join(tmpdir(), 'lido-openactive-validator');
  mkdirSync(directory, { recursive: true });
  const key = createHash('sha256').update(ACTIVITY_LIST_URL).digest('hex');
  const written = join(directory, `${key}.${process.pid}.tmp`);
  writeFileSync(
    written,
    JSON.stringify({
      errorCode: 'error_none',
      statusCode: 200,
      url: ACTIVITY_LIST_URL,
      exception: null,
      contentType: 'application/ld+json',
      fetchTime: Date.now(),
      data: JSON.parse(readFileSync(ACTIVITY_LIST_FILE, 'utf8')) as unknown,
    }),
  );
  renameSync(written, join(directory, `${key}.json`));
  cacheDirectory = directory;
  return directory;
}

/**
 * The data-model validator's failures for a document (an item, an RPDE page, a dataset site's
 * JSON-LD, a booking request or response) in the given validation mode: `RPDEFeed`,
 * `BookableRPDEFeed`, `DatasetSite`, `C1Request`, `BResponse`, `OrdersFeed` and so on.
 */
export async function validateOpenActive(
  data: unknown,
  validationMode: string,
): Promise<OpenActiveFailure[]> {
  const results = await dataModelValidator.validate(data, {
    validationMode,
    loadRemoteJson: true,
    remoteJsonCachePath: validatorCache(),
    remoteJsonCacheTimeToLive: CACHE_TIME_TO_LIVE_SECONDS,
  });
  return results
    .filter((result) => result.severity === 'failure')
    .map(({ severity, path, message, type }) => ({ severity, path, message, type }));
}

/** One fetched feed page, as the RPDE validator checks it. */
export interface RpdePageResponse {
  /** The page's own absolute URL, exactly as it was requested. */
  url: string;
  status: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  json: unknown;
}

export interface RpdeWalk {
  /** The page's RPDE failures; pages must be given in the order the walk followed them. */
  check(page: RpdePageResponse): OpenActiveFailure[];
}

/**
 * A walk along one feed, following `next` from the first page: one checker for the whole walk,
 * as OpenActive's harvester keeps one, since some rules compare a page with the ones before it
 * (change numbers that only go up, no item twice). The Orders feed has rules of its own (no
 * licence, a booking media type, no public caching).
 */
export function createRpdeWalk({ isOrdersFeed = false } = {}): RpdeWalk {
  const checker = new rpdeValidator.FeedPageChecker();
  let pageIndex = 0;
  return {
    check: ({ url, status, contentType, cacheControl, json }) =>
      checker
        .validateRpdePage({
          url,
          json,
          pageIndex: pageIndex++,
          contentType,
          cacheControl,
          status,
          isInitialHarvestComplete: false,
          isOrdersFeed,
        })
        .map(({ severity, path, message, type }) => ({ severity, path, message, type })),
  };
}

/** The RPDE failures of a single page, checked on its own (a walk of one page). */
export function checkRpdePage(
  page: RpdePageResponse,
  { isOrdersFeed = false } = {},
): OpenActiveFailure[] {
  return createRpdeWalk({ isOrdersFeed }).check(page);
}
