import { IMPORT_MAX_BYTES, IMPORT_PROBLEMS_LISTED } from '@lido/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestedJson } from '../../../test-support/hostile-values';
import { bearer, DESK_MANAGER, signIn } from '../../../test-support/sign-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { importRuns } from './operator-import.tables';

// Files a careless export or a hostile manager's browser could upload: nesting deeper than any
// call stack, and hundreds of thousands of bad rows. Each gets a 422 the console can show.

let t: TestApp;
let manager: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  manager = bearer(await signIn(t.app, DESK_MANAGER.email, { as: 'staff' }));
});
afterAll(() => t.close());

const postImport = (files: Array<{ name: string; content: string }>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/import',
    headers: manager,
    payload: { files, dry_run: false },
  });

interface ValidationAnswer {
  message: string;
  errors: Record<string, string[]>;
}

/** Every message of a 422, in the order it lists them. */
const messagesOf = (answer: ValidationAnswer) => Object.values(answer.errors).flat();

const DEEP = 10_000;
const venuesHeader = 'venue_id,name,address_line_1,town,area,postcode,lat';
/** A venue row whose one problem is its latitude. */
const badLatitudeRow = 'V,Baths,1 High St,London,Camden,NW1 1AA,151';

describe('POST /api/admin/import with hostile files', () => {
  it('answers 422 at line 1 for a JSON file nested 10,000 deep that never closes', async () => {
    const response = await postImport([{ name: 'venues.json', content: '['.repeat(DEEP) }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The file is not valid JSON.',
      errors: { 'venues.json, line 1': ['The file is not valid JSON.'] },
      status: 422,
    });
  });

  it('answers 422 for a JSON file whose closing brackets stop short 10,000 levels down', async () => {
    const content = `[{"venue_id": ${'['.repeat(DEEP)}1${']'.repeat(DEEP - 1)}}]`;
    const response = await postImport([{ name: 'venues.json', content }]);
    expect(response.statusCode).toBe(422);
    expect(response.json<ValidationAnswer>().errors).toEqual({
      'venues.json, line 1': ['The file is not valid JSON.'],
    });
  });

  it('answers 422 for a well-formed JSON file nested 10,000 deep, row or cell', async () => {
    const deepRow = await postImport([{ name: 'venues.json', content: nestedJson(DEEP) }]);
    expect(deepRow.statusCode).toBe(422);
    expect(deepRow.json<ValidationAnswer>().errors).toEqual({
      'venues.json, line 1': ['Each row must be a JSON object.'],
    });

    const deepList = await postImport([
      {
        name: 'activities.json',
        content: `[{"activity_id": "BRI-DEEP", "location_ids": [${nestedJson(DEEP)}]}]`,
      },
    ]);
    expect(deepList.statusCode).toBe(422);
    expect(deepList.json<ValidationAnswer>().errors).toMatchObject({
      'activities.json, line 1, location_ids': [
        '"location_ids" "[…]" must be an id of letters, digits, and - _ . / : (at most 100 characters).',
      ],
    });
  });

  it('answers a CSV of 200,000 bad rows with a 422 listing the first 1,000 problems and how many there are', async () => {
    const rows = 200_000;
    const content = [venuesHeader, ...Array<string>(rows).fill(badLatitudeRow)].join('\n');
    // The console's limit lets the file through: the import itself must answer it.
    expect(content.length).toBeLessThan(IMPORT_MAX_BYTES);
    const response = await postImport([{ name: 'venues.csv', content }]);
    expect(response.statusCode).toBe(422);
    const answer = response.json<ValidationAnswer>();
    const count = 'The files have 200,000 problems: the first 1,000 are listed.';
    expect(Object.keys(answer.errors)[0]).toBe('files');
    expect(answer.errors.files).toEqual([count]);
    expect(answer.message).toBe(`${count} (and 1000 more errors)`);
    const latitude = '"lat" must be a latitude in the UK (49 to 61).';
    expect(answer.errors['venues.csv, line 2, lat (column 7)']).toEqual([latitude]);
    expect(answer.errors['venues.csv, line 1001, lat (column 7)']).toEqual([latitude]);
    expect(answer.errors['venues.csv, line 1002, lat (column 7)']).toBeUndefined();
    expect(messagesOf(answer)).toHaveLength(IMPORT_PROBLEMS_LISTED + 1);
  });

  it('caps a header of 200,000 unknown columns the same way', async () => {
    const unknown = Array.from({ length: 200_000 }, (_, index) => `c${index}`);
    const content = `${venuesHeader},${unknown.join(',')}\n`;
    const response = await postImport([{ name: 'venues.csv', content }]);
    expect(response.statusCode).toBe(422);
    const answer = response.json<ValidationAnswer>();
    expect(answer.errors.files).toEqual([
      'The files have 200,000 problems: the first 1,000 are listed.',
    ]);
    expect(answer.errors['venues.csv, line 1, c0']).toHaveLength(1);
    expect(messagesOf(answer)).toHaveLength(IMPORT_PROBLEMS_LISTED + 1);
  });

  it('caps 200,000 problems found by a kind’s own checks: one activity naming another venue’s location 200,000 times', async () => {
    const locations = Array<string>(200_000).fill('SCO-STUDIO-1').join(';');
    const content = `activity_id,venue_id,name,kind,location_ids\nBRI-HOSTILE,BRI,Hostile,class,${locations}\n`;
    const response = await postImport([{ name: 'activities.csv', content }]);
    expect(response.statusCode).toBe(422);
    const answer = response.json<ValidationAnswer>();
    expect(answer.errors.files).toEqual([
      'The files have 200,000 problems: the first 1,000 are listed.',
    ]);
    expect(answer.errors['activities.csv, line 2, location_ids (column 5)']).toHaveLength(
      IMPORT_PROBLEMS_LISTED,
    );
    expect(await t.db.select().from(importRuns)).toHaveLength(1);
  });

  it('lists every problem, with no count, when there are 1,000 or fewer', async () => {
    const content = [venuesHeader, ...Array<string>(1_000).fill(badLatitudeRow)].join('\n');
    const response = await postImport([{ name: 'venues.csv', content }]);
    expect(response.statusCode).toBe(422);
    const answer = response.json<ValidationAnswer>();
    expect(answer.errors.files).toBeUndefined();
    expect(messagesOf(answer)).toHaveLength(1_000);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'answers 422 naming a file called %s, as any other name it cannot read',
    async (name) => {
      const response = await postImport([{ name, content: 'venues.csv' }]);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json<ValidationAnswer>().errors)).toEqual([name]);
    },
  );
});
