// The OpenActive benchmark's consumer (run.ts): harvests a feed from the start as an activity
// finder does, one page at a time, following `next` until the last page, and checks what it
// reads as it goes; then asks page 1 and random pages near the end again. Fails loudly when the
// feed breaks RPDE's promises or loses one of the bench's items.
import { readFileSync } from 'node:fs';
import { BENCH_FEED, FIRST_BENCH_ITEM_ID, isBenchTombstone, PAGE_SIZE } from './bench-items';

/** A line of progress every this many pages: the median of those pages. */
const PROGRESS_EVERY_PAGES = 250;

interface FeedItem {
  state: 'updated' | 'deleted';
  kind: string;
  id: string;
  modified: number;
  data?: { '@id'?: string };
}
interface FeedPage {
  next: string;
  items: FeedItem[];
}

export interface Harvest {
  /** Each page's time from asking to its last byte, in ms, in order (the last page last). */
  latencies: number[];
  /** The server's RSS before page 1, every `rssEveryPages` pages, and after the last page. */
  rss: { page: number; mb: number }[];
  seconds: number;
  bytes: number;
  benchItems: number;
  tombstones: number;
  /** Items that are not the bench's: published by the server while it ran. */
  otherItems: number;
  firstChangeNumber: number;
  lastChangeNumber: number;
}

export const fail = (message: string): never => {
  throw new Error(`harvest check failed: ${message}`);
};

/** A process's resident memory, in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** One page: its body read whole, the time from asking to the last byte, its status. */
async function getPage(url: string): Promise<{ ms: number; body: string; status: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - started, body, status: response.status };
}

/**
 * Every page of the feed at `feedUrl` from the start, checking: change numbers strictly increase;
 * every page holds PAGE_SIZE items but the last (none), or the last but one; `next` names the
 * page's last change number, and the last page's `next` is its own address; each of the bench's
 * `itemCount` items is read exactly once, a tombstone where the fill made one.
 */
export async function harvestFeed({
  feedUrl,
  itemCount,
  serverPid,
  rssEveryPages,
}: {
  feedUrl: string;
  itemCount: number;
  serverPid: number;
  rssEveryPages: number;
}): Promise<Harvest> {
  const latencies: number[] = [];
  const rss = [{ page: 0, mb: rssMb(serverPid) }];
  /** How many times each of the bench's items was read (index: item number from 0). */
  const seen = new Uint8Array(itemCount);
  const harvest = { benchItems: 0, tombstones: 0, otherItems: 0, bytes: 0 };
  let lastChangeNumber = 0;
  let firstChangeNumber: number | undefined;
  /** A page of fewer than PAGE_SIZE items: only the last but one may be. */
  let shortPage: string | undefined;
  let url = feedUrl;
  const started = performance.now();
  for (;;) {
    const page = await getPage(url);
    if (page.status !== 200) fail(`${url} answered ${page.status}: ${page.body.slice(0, 300)}`);
    latencies.push(page.ms);
    harvest.bytes += Buffer.byteLength(page.body);
    const { next, items } = JSON.parse(page.body) as FeedPage;
    if (latencies.length % rssEveryPages === 0) {
      rss.push({ page: latencies.length, mb: rssMb(serverPid) });
    }
    if (latencies.length % PROGRESS_EVERY_PAGES === 0) {
      const recent = latencies.slice(-PROGRESS_EVERY_PAGES).sort((a, b) => a - b);
      const median = recent[Math.floor(recent.length / 2)] ?? 0;
      console.log(
        `  pages ${latencies.length - PROGRESS_EVERY_PAGES + 1}–${latencies.length}: median ` +
          `${median.toFixed(1)} ms, server RSS ${Math.round(rss.at(-1)?.mb ?? 0)} MB`,
      );
    }
    if (items.length === 0) {
      if (next !== url) fail(`the last page's next is ${next}, not its own address ${url}`);
      break;
    }
    if (shortPage) fail(`${shortPage} held fewer than ${PAGE_SIZE} items, not the last but one`);
    if (items.length > PAGE_SIZE) fail(`${url} held ${items.length} items`);
    if (items.length < PAGE_SIZE) shortPage = url;
    for (const item of items) {
      if (!(item.modified > lastChangeNumber)) {
        fail(`${url}: change number ${item.modified} after ${lastChangeNumber}`);
      }
      lastChangeNumber = item.modified;
      firstChangeNumber ??= item.modified;
      const k = Number(item.id) - FIRST_BENCH_ITEM_ID;
      if (!(k >= 0 && k < itemCount)) {
        harvest.otherItems += 1;
        continue;
      }
      harvest.benchItems += 1;
      seen[k] = (seen[k] ?? 0) + 1;
      const tombstone = isBenchTombstone(k);
      if (tombstone) harvest.tombstones += 1;
      if ((item.state === 'deleted') !== tombstone) fail(`item ${item.id} is ${item.state}`);
      if (!tombstone && !item.data?.['@id']?.endsWith(`/${BENCH_FEED}/${item.id}`)) {
        fail(`item ${item.id}'s data has @id ${item.data?.['@id']}`);
      }
    }
    if (next !== `${feedUrl}?afterChangeNumber=${lastChangeNumber}`) {
      fail(`${url}: next is ${next}, after change number ${lastChangeNumber}`);
    }
    url = next;
  }
  const seconds = (performance.now() - started) / 1000;
  rss.push({ page: latencies.length, mb: rssMb(serverPid) });
  const missing = seen.reduce((count, times) => count + (times === 0 ? 1 : 0), 0);
  const repeated = seen.reduce((count, times) => count + (times > 1 ? 1 : 0), 0);
  if (missing > 0 || repeated > 0) {
    fail(`${missing} of the bench's items never read, ${repeated} read more than once`);
  }
  return {
    ...harvest,
    latencies,
    rss,
    seconds,
    firstChangeNumber: firstChangeNumber ?? 0,
    lastChangeNumber,
  };
}

/**
 * Page 1 and a random page in the last tenth of the feed, `count` times each, alternately, with
 * the feed warm: a page should cost the same wherever it starts.
 */
export async function spotCheckPages(
  feedUrl: string,
  { firstChangeNumber, lastChangeNumber }: Harvest,
  count: number,
): Promise<{ firstPage: number[]; deepPages: number[] }> {
  const firstPage: number[] = [];
  const deepPages: number[] = [];
  for (let check = 0; check < count; check += 1) {
    firstPage.push((await getPage(feedUrl)).ms);
    const after = Math.floor(
      firstChangeNumber +
        (lastChangeNumber - firstChangeNumber) * (0.9 + 0.1 * Math.random()) -
        PAGE_SIZE,
    );
    const deep = await getPage(`${feedUrl}?afterChangeNumber=${Math.max(1, after)}`);
    if (deep.status !== 200) fail(`a deep page answered ${deep.status}`);
    deepPages.push(deep.ms);
  }
  return { firstPage, deepPages };
}
