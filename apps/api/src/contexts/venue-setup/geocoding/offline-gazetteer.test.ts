import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { flatObjectsHolding } from './offline-gazetteer';

const folder = mkdtempSync(join(tmpdir(), 'lido-gazetteer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('reading the gazetteer a piece at a time', () => {
  it('parses only the objects holding the needle, across the pieces the file is read in', async () => {
    // Far more than one piece (64 KB) of rows, with braces, quotes and escapes inside names.
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      name: index % 7 === 0 ? `Brace {${index}} "quoted" \\ back` : `Place ${index}`,
      country: index % 3 === 0 ? 'GB' : 'FR',
    }));
    const path = join(folder, 'cities.json');
    writeFileSync(path, JSON.stringify(rows));
    const found = await flatObjectsHolding<{ name: string; country: string }>(
      path,
      '"country":"GB"',
    );
    expect(found).toEqual(rows.filter((row) => row.country === 'GB'));
  });
});
