import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartAdditions } from './lido-additions';
import { referenceExample, type ExampleName } from './reference-example';
import { strictShape } from './strict-shape';

const folder = new URL('./reference-examples/', import.meta.url);
const list = (name: ExampleName) =>
  z.strictObject({ data: z.array(strictShape(referenceExample(name))) });

describe('the reference examples', () => {
  it('resolve every "$ref" into the file it names', () => {
    const cart = referenceExample('cart') as { items: { cartable_resource: { date: object } }[] };
    expect(cart.items[0]?.cartable_resource.date).toMatchObject({
      full_date_pretty: 'Thu 24 September 2026',
    });
  });

  it('each build a strict shape, the cart with its Lido additions', () => {
    const names = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, '') as ExampleName);
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect(() => strictShape(referenceExample(name))).not.toThrow();
    expect(() => strictShape(referenceExample('cart'), cartAdditions)).not.toThrow();
  });

  it('hold the live captures as the shared reference has them (formatted)', () => {
    for (const [copy, original] of [
      ['captured-times-v1.json', 'times-v1.json'],
      ['captured-my-account-bookings.json', 'my-account-bookings.json'],
    ] as const) {
      const shared = new URL(
        `../../../../../shared/reference/fixtures/${original}`,
        import.meta.url,
      );
      let text: string;
      try {
        text = readFileSync(shared, 'utf8');
      } catch {
        continue; // The shared folder sits beside the repository only on the team's machines.
      }
      expect(JSON.parse(readFileSync(new URL(copy, folder), 'utf8'))).toEqual(JSON.parse(text));
    }
  });

  it('accept the live captures: the v1 times and My account bookings', () => {
    expect(list('times-v1-row').parse(referenceExample('captured-times-v1')).data).toHaveLength(3);
    const bookings = list('my-account-booking').parse(
      referenceExample('captured-my-account-bookings'),
    );
    expect(bookings.data).toHaveLength(4);
  });

  it('refuse a v1 times row with a key the live capture does not have', () => {
    const capture = referenceExample('captured-times-v1') as { data: object[] };
    const row = { ...capture.data[0], first_bookable_at: null };
    expect(list('times-v1-row').safeParse({ data: [row] }).success).toBe(false);
  });
});
