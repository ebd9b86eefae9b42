import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  checkRpdePage,
  createRpdeWalk,
  validateOpenActive,
} from '../../test-support/openactive-validation';

// The validators the OpenActive tests lean on must catch what they exist to catch: a known-good
// item passes, the same item missing a required field fails, and so do RPDE pages that break the
// feed's grammar.

const BASE = 'https://lido.example.com/api/openactive/acme';

/** A research example, with its `{B}` placeholders (if any) made an absolute base. */
function example(name: string): Record<string, unknown> {
  const file = new URL(`../../../../../docs/openactive/examples/${name}`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8').replaceAll('{B}', BASE)) as Record<string, unknown>;
}

describe('validateOpenActive', () => {
  it('finds no failure in a complete SessionSeries, activity checked against the list', async () => {
    expect(await validateOpenActive(example('sessionSeries.json'), 'RPDEFeed')).toEqual([]);
  });

  it('fails a SessionSeries without its name', async () => {
    const { name: _name, ...nameless } = example('sessionSeries.json');
    const failures = await validateOpenActive(nameless, 'RPDEFeed');
    expect(failures).toContainEqual(
      expect.objectContaining({ severity: 'failure', path: '$.name' }),
    );
  });

  it('fails an activity that is not in the activity list', async () => {
    const series = example('sessionSeries.json');
    const activity = [
      {
        '@type': 'Concept',
        '@id': 'https://openactive.io/activity-list#00000000-0000-0000-0000-000000000000',
        prefLabel: 'Underwater Hockey Karaoke',
        inScheme: 'https://openactive.io/activity-list',
      },
    ];
    const failures = await validateOpenActive({ ...series, activity }, 'RPDEFeed');
    expect(failures.length).toBeGreaterThan(0);
  });
});

describe('RPDE page checks', () => {
  const url = `${BASE}/session-series?afterChangeNumber=3`;
  const item = (modified: unknown) => ({
    state: 'updated',
    kind: 'SessionSeries',
    id: '42',
    modified,
    data: example('sessionSeries.json'),
  });
  const page = (json: unknown, pageUrl = url) => ({
    url: pageUrl,
    status: 200,
    contentType: 'application/json',
    cacheControl: 'public, max-age=3600',
    json,
  });
  const license = 'https://creativecommons.org/licenses/by/4.0/';

  it('passes a page of items followed by a last page that names itself', () => {
    const walk = createRpdeWalk();
    const next = `${BASE}/session-series?afterChangeNumber=4`;
    expect(walk.check(page({ next, items: [item(4)], license }))).toEqual([]);
    const last = { ...page({ next, items: [], license }, next), cacheControl: 'public, max-age=8' };
    expect(walk.check(last)).toEqual([]);
  });

  it('fails a change number that is not a whole number, and a page without its licence', () => {
    const next = `${BASE}/session-series?afterChangeNumber=4`;
    expect(checkRpdePage(page({ next, items: [item('yesterday')], license }))).toContainEqual(
      expect.objectContaining({ severity: 'failure', type: 'invalid_type' }),
    );
    expect(checkRpdePage(page({ next, items: [item(4)] }))).toContainEqual(
      expect.objectContaining({ severity: 'failure' }),
    );
  });

  it('remembers the walk: a next page whose change number goes back fails', () => {
    const walk = createRpdeWalk();
    const next = `${BASE}/session-series?afterChangeNumber=4`;
    expect(walk.check(page({ next, items: [item(4)], license }))).toEqual([]);
    const back = `${BASE}/session-series?afterChangeNumber=2`;
    expect(walk.check(page({ next: back, items: [item(2)], license }, next))).toContainEqual(
      expect.objectContaining({ severity: 'failure', type: 'after_param_should_increase' }),
    );
  });

  it('fails an Orders feed page that is publicly cacheable', () => {
    const orders = `${BASE}/booking/orders-rpde?afterChangeNumber=3`;
    const failures = checkRpdePage(
      {
        ...page({ next: orders, items: [] }, orders),
        contentType: 'application/vnd.openactive.booking+json; version=1',
      },
      { isOrdersFeed: true },
    );
    expect(failures).toContainEqual(expect.objectContaining({ severity: 'failure' }));
  });
});
