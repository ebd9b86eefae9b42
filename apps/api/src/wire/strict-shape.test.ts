import { describe, expect, it } from 'vitest';
import { strictShape, type Example } from './strict-shape';

const accepts = (example: Example, value: unknown, additions = {}) =>
  strictShape(example, additions).safeParse(value).success;

describe('strictShape: values', () => {
  it('types strings, booleans and numbers by the example, integers apart', () => {
    const example = { name: 'Badminton', bookable: true, raw: 1285, lat: 51.5432 };
    expect(accepts(example, { name: 'x', bookable: false, raw: 0, lat: -0.25 })).toBe(true);
    expect(accepts(example, { name: 'x', bookable: false, raw: 12.5, lat: 1 })).toBe(false);
    expect(accepts(example, { name: 'x', bookable: false, raw: '1285', lat: 1 })).toBe(false);
    expect(accepts(example, { name: 1, bookable: false, raw: 0, lat: 1 })).toBe(false);
    expect(accepts(example, { name: 'x', bookable: 1, raw: 0, lat: 1 })).toBe(false);
  });

  it('takes null as "the key is there, null or any value"', () => {
    const example = { booking: null };
    expect(accepts(example, { booking: null })).toBe(true);
    expect(accepts(example, { booking: { id: 1 } })).toBe(true);
    expect(accepts(example, {})).toBe(false);
  });

  it('checks every element of an array against the first example element', () => {
    const example: Example = { data: [{ id: 1 }, { ignored: true }] };
    expect(accepts(example, { data: [] })).toBe(true);
    expect(accepts(example, { data: [{ id: 1 }, { id: 2 }] })).toBe(true);
    expect(accepts(example, { data: [{ id: 1 }, { id: '2' }] })).toBe(false);
    expect(accepts(example, { data: { id: 1 } })).toBe(false);
  });

  it('lets an empty example array hold anything, but still an array', () => {
    expect(accepts({ tags: [] }, { tags: [1, 'two', { three: 3 }] })).toBe(true);
    expect(accepts({ tags: [] }, { tags: null })).toBe(false);
  });
});

describe('strictShape: objects', () => {
  it('refuses unknown and missing keys of a closed object, naming them', () => {
    const schema = strictShape({ reserved: true, amount: 500 });
    expect(schema.safeParse({ reserved: true, amount: 500 }).success).toBe(true);
    const extra = schema.safeParse({ reserved: true, amount: 500, balance: 0 });
    expect(extra.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['balance'] });
    const missing = schema.safeParse({ reserved: true });
    expect(missing.error?.issues[0]?.path).toEqual(['amount']);
  });

  it('lets an open object carry other keys but requires the ones listed', () => {
    const example = { payment_provider: 'opayo', session_key: 'k', '…': true };
    expect(accepts(example, { payment_provider: 'opayo', session_key: 'k', url: '/x' })).toBe(true);
    expect(accepts(example, { payment_provider: 'opayo', url: '/x' })).toBe(false);
  });

  it('takes {"…": true} alone as any object, and nothing that is not an object', () => {
    const example = { location: { '…': true } };
    expect(accepts(example, { location: { id: '5151', anything: [1] } })).toBe(true);
    expect(accepts(example, { location: {} })).toBe(true);
    expect(accepts(example, { location: null })).toBe(false);
    expect(accepts(example, { location: ['5151'] })).toBe(false);
  });

  it('checks nested closed objects too', () => {
    const example = { credits: { general: { type: 'general', total_available: 0 } } };
    const value = { credits: { general: { type: 'general', total_available: 0, extra: 1 } } };
    expect(accepts(example, value)).toBe(false);
  });

  it('lets a key written with a trailing "?" be absent, and checks it when present', () => {
    const example = { transaction_status: 'Authorised', 'sca_url?': '…' };
    expect(accepts(example, { transaction_status: '3DAuth', sca_url: '/3ds' })).toBe(true);
    expect(accepts(example, { transaction_status: 'Authorised' })).toBe(true);
    expect(accepts(example, { transaction_status: 'Authorised', sca_url: 1 })).toBe(false);
  });
});

describe('strictShape: alternatives', () => {
  const example = { saved_card: { '|': [null, { id: 123, external_identifier: 'x' }] } };

  it('accepts any one alternative, where null means exactly null', () => {
    expect(accepts(example, { saved_card: null })).toBe(true);
    expect(accepts(example, { saved_card: { id: 1, external_identifier: 'y' } })).toBe(true);
    expect(accepts(example, { saved_card: 'none' })).toBe(false);
    expect(accepts(example, { saved_card: { id: 1 } })).toBe(false);
    expect(accepts(example, {})).toBe(false);
  });

  it('refuses a malformed alternatives list', () => {
    expect(() => strictShape({ a: { '|': [null] } })).toThrow(/two or more/);
    expect(() => strictShape({ a: { '|': [1, 2], b: 1 } })).toThrow(/alone/);
  });
});

describe('strictShape: Lido additions', () => {
  const cart = { id: 1, items: [{ id: 1, resource: { name: 'x' } }], credits: { general: 0 } };
  const value = {
    id: 1,
    items: [{ id: 1, unit_price: 500, resource: { name: 'x', v1_id: 3 } }],
    credits: { general: 0 },
    sub_total: 500,
  };
  const additions = {
    sub_total: 'the basket shows it',
    'items[].unit_price': 'the basket shows it',
    'items[].resource.v1_id': 'v1 clients match on it',
  };

  it('allows exactly the listed extra keys, at the listed paths, and does not require them', () => {
    expect(accepts(cart, value, additions)).toBe(true);
    expect(accepts(cart, { id: 1, items: [], credits: { general: 0 } }, additions)).toBe(true);
    const withoutSubTotal = Object.fromEntries(
      Object.entries(additions).filter(([path]) => path !== 'sub_total'),
    );
    expect(accepts(cart, value, withoutSubTotal)).toBe(false);
    const elsewhere = { ...value, credits: { general: 0, sub_total: 1 } };
    expect(accepts(cart, elsewhere, additions)).toBe(false);
  });

  it('refuses an addition that names nothing, repeats the reference or lands on an open object', () => {
    expect(() => strictShape(cart, { 'items[].nope.x': 'why' })).toThrow(/name no closed object/);
    expect(() => strictShape(cart, { 'items.unit_price': 'why' })).toThrow(/items.unit_price/);
    expect(() => strictShape(cart, { id: 'why' })).toThrow(/already has this key/);
    expect(() => strictShape({ a: { '…': true } }, { 'a.b': 'why' })).toThrow(/open/);
    expect(() => strictShape(cart, { sub_total: ' ' })).toThrow(/needs a reason/);
  });
});

describe('strictShape: markers', () => {
  it('refuses an open marker that is not true and an unresolved $ref', () => {
    expect(() => strictShape({ a: { '…': false } })).toThrow(/"…": true/);
    expect(() => strictShape({ a: { $ref: 'date-object.json' } })).toThrow(/\$ref/);
  });
});
