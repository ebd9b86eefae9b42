import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isAddressSwitchOn } from '@lido/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../platform/db/client';
import { pageShellContent, renderPageShell } from './page-shell';

/** Where apps/web/index.html takes the shell. */
const shellMarker = '<!--page-shell-->';

/** The site's index.html for an address (path and query), with its shell drawn in. */
export type PageHtml = (url: string) => Promise<string>;

export interface PageHtmlDeps {
  db: Database;
  /** The built site's index.html, read once at start-up. */
  indexHtml: string;
  log: FastifyBaseLogger;
}

export function createPageHtml({ db, indexHtml, log }: PageHtmlDeps): PageHtml {
  const [before, after] = indexHtml.split(shellMarker, 2);
  // A build without the marker is served as it is: the app draws the whole page itself.
  if (before === undefined || after === undefined) return () => Promise.resolve(indexHtml);
  return async (url) => {
    const [path = '/', search = ''] = url.split('?', 2);
    try {
      const content = await pageShellContent(db, path);
      if (!content) return before + after;
      const embedded = isAddressSwitchOn(new URLSearchParams(search).get('embedded'));
      return before + renderPageShell(content, { embedded }) + after;
    } catch (error) {
      // The shell only speeds the first paint up: the page is served without it rather than not.
      log.warn({ err: error, url }, 'page shell failed');
      return before + after;
    }
  };
}

/**
 * The built site's index.html, read once at start-up, as a PageHtml; undefined (with a warning)
 * when the build has none, and the site's files are then served without it.
 */
export async function loadPageHtml(
  webDistDir: string,
  deps: Omit<PageHtmlDeps, 'indexHtml'>,
): Promise<PageHtml | undefined> {
  const indexPath = join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) {
    deps.log.warn({ indexPath }, 'the site build has no index.html: serving its files only');
    return undefined;
  }
  return createPageHtml({ ...deps, indexHtml: await readFile(indexPath, 'utf8') });
}
