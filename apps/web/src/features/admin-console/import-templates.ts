/**
 * The import's templates, as docs/import/ documents them, for managers to download. Vite emits
 * each file as a static asset at build time (hashed, cached, never in the customer pages'
 * JavaScript): docs/import/ stays the one copy, and a template added there is offered here
 * without another change.
 */
const templateUrls = import.meta.glob<string>('../../../../../docs/import/*.{csv,json}', {
  query: '?url',
  import: 'default',
  eager: true,
});

export interface ImportTemplate {
  /** "venues.csv". */
  fileName: string;
  url: string;
}

/** The templates by kind then format ("locations.csv", "locations.json", "operator.csv"…). */
export const importTemplates: ImportTemplate[] = Object.entries(templateUrls)
  .map(([path, url]) => ({ fileName: path.split('/').pop() ?? path, url }))
  .sort((a, b) => a.fileName.localeCompare(b.fileName));
