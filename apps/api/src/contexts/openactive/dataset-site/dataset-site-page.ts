import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Mustache from 'mustache';
import type { DatasetSiteJsonLd } from './dataset-site.jsonld';

/**
 * OpenActive's dataset site template and its static files (template/README.md). Beside this file
 * in the source; the API's bundle (dist/server.js) finds the copy scripts/bundle-server.mjs puts
 * beside it, at dist/template.
 */
const templateDirectory = fileURLToPath(new URL('./template', import.meta.url));

/** The template's files the page loads: its stylesheet, and the images and fonts it names. */
export const staticAssetsDirectory = join(templateDirectory, 'static');

/** Where the page's static files are served (no trailing slash, as the template expects). */
export const STATIC_ASSETS_PATH = '/openactive/static';

let template: string | undefined;

function datasetSiteTemplate(): string {
  template ??= readFileSync(join(templateDirectory, 'datasetsite-csp.mustache'), 'utf8');
  return template;
}

/**
 * The dataset site's HTML, rendered as OpenActive's own renderer does (renderDatasetSiteSync in
 * @openactive/dataset-site-template): the JSON-LD's fields fill the page, and the whole JSON-LD
 * goes unescaped into its `<script type="application/ld+json">`, where `<` is written `\u003c`
 * so no value can close the script element (the JSON stays the same JSON).
 */
export function renderDatasetSitePage(jsonld: DatasetSiteJsonLd): string {
  return Mustache.render(datasetSiteTemplate(), {
    ...jsonld,
    jsonld: JSON.stringify(jsonld, null, 2).replace(/</g, '\\u003c'),
    staticAssetsPathUrl: STATIC_ASSETS_PATH,
  });
}
