import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { TEST_NOW } from '../../../test-support/test-clock';
import { importKinds } from './import-kinds';
import { runImport } from './import-run';

// The templates in docs/import/ are what operators start from: each kind has a CSV and a JSON
// template with the same rows, and together they import cleanly.

const templatesDir = fileURLToPath(new URL('../../../../../../docs/import/', import.meta.url));
const templates = (extension: 'csv' | 'json') =>
  readdirSync(templatesDir)
    .filter((name) => name.endsWith(`.${extension}`))
    .map((name) => ({ name, content: readFileSync(`${templatesDir}${name}`, 'utf8') }));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (files: { name: string; content: string }[]) =>
  runImport(t.db, importKinds, files, { dryRun: false, staffUserId: null, now: TEST_NOW });

describe('the import templates', () => {
  it('has a CSV and a JSON template for every kind', () => {
    const stems = (extension: 'csv' | 'json') =>
      templates(extension)
        .map((file) => file.name.replace(/\.\w+$/, ''))
        .sort();
    const kinds = importKinds.map((kind) => kind.name).sort();
    expect(stems('csv')).toEqual(kinds);
    expect(stems('json')).toEqual(kinds);
  });

  it('the README documents every column of every kind, under the kind', () => {
    const readme = readFileSync(`${templatesDir}README.md`, 'utf8');
    for (const kind of importKinds) {
      const section = readme.split(`### ${kind.name}\n`)[1]?.split('\n### ')[0] ?? '';
      const documented = [...section.matchAll(/^\| `([a-z_0-9]+)` +\|/gm)].map((match) => match[1]);
      expect(documented, kind.name).toEqual(kind.columns.map((column) => column.name));
    }
  });

  it('the CSV templates import cleanly together, and the JSON ones hold the same rows', async () => {
    const fromCsv = await run(templates('csv'));
    expect(fromCsv.problems).toEqual([]);
    expect(fromCsv.written).toBe(true);
    for (const kind of fromCsv.kinds) expect(kind.created, kind.kind).toBeGreaterThan(0);

    const fromJson = await run(templates('json'));
    expect(fromJson.problems).toEqual([]);
    // Same operator ids, same values: nothing to write.
    for (const kind of fromJson.kinds) {
      expect({ kind: kind.kind, created: kind.created, updated: kind.updated }).toEqual({
        kind: kind.kind,
        created: 0,
        updated: 0,
      });
    }
  });
});
