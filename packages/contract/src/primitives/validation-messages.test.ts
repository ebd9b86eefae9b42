import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idNumber, idParam, MAX_ID, v1OrV2Id, v1OrV2IdValue } from './ids';
import { fieldLabel, installValidationMessages } from './validation-messages';

beforeAll(() => {
  installValidationMessages();
});

/** The message of each issue, by dotted field, as the API's 422 body lists them. */
function messages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const found: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const messagesOfField = (found[issue.path.join('.') || 'request'] ??= []);
    if (!messagesOfField.includes(issue.message)) messagesOfField.push(issue.message);
  }
  return found;
}

describe('field labels', () => {
  it('reads snake_case and camelCase names as words, and list entries by position', () => {
    expect(fieldLabel(['billing_first_name'])).toBe('billing first name');
    expect(fieldLabel(['cartItemId'])).toBe('cart item id');
    expect(fieldLabel(['items', 0, 'id'])).toBe('id');
    expect(fieldLabel(['cart_item_ids', 1])).toBe('item 2 of the cart item ids');
    expect(fieldLabel([])).toBe('request body');
  });
});

describe('validation messages', () => {
  const Body = z.object({
    first_name: z.string().max(60),
    quantity: z.number().int().min(1).max(20),
    save_card: z.boolean(),
    type: z.enum(['activity', 'purchasableOccurrence']),
    items: z.array(z.object({ id: z.number() })).min(1),
    email: z.email(),
    transaction_uuid: z.uuid(),
    id: z.union([z.string(), z.number()]),
  });

  it('words every kind of issue as a sentence naming the field', () => {
    expect(
      messages(Body, {
        first_name: 'x'.repeat(61),
        quantity: 1.5,
        save_card: 'yes',
        type: 'court',
        items: [],
        email: 'nobody',
        transaction_uuid: 'abc',
        id: true,
      }),
    ).toEqual({
      first_name: ['The first name may not be greater than 60 characters.'],
      quantity: ['The quantity must be a whole number.'],
      save_card: ['The save card field must be true or false.'],
      type: ['The selected type is invalid.'],
      items: ['The items must have at least 1 item.'],
      email: ['The email must be a valid email address.'],
      transaction_uuid: ['The transaction uuid must be a valid UUID.'],
      id: ['The id must be a string or a number.'],
    });
  });

  it('says a missing field is required, Laravel style', () => {
    expect(messages(z.object({ first_name: z.string() }), {})).toEqual({
      first_name: ['The first name field is required.'],
    });
    expect(messages(z.object({ date: z.string().min(1) }), { date: '' })).toEqual({
      date: ['The date field is required.'],
    });
    expect(messages(z.object({ a: z.string() }), undefined)).toEqual({
      request: ['The request body is required.'],
    });
  });

  it('keeps a message the schema words itself', () => {
    const Own = z.object({ date: z.string().regex(/^\d{4}$/, 'Date must be YYYY-MM-DD.') });
    expect(messages(Own, { date: 'x' })).toEqual({ date: ['Date must be YYYY-MM-DD.'] });
  });

  it('names numbers out of range with their bounds', () => {
    const Quantity = z.object({ quantity: z.number().min(1).max(20) });
    expect(messages(Quantity, { quantity: 21 })).toEqual({
      quantity: ['The quantity may not be greater than 20.'],
    });
    expect(messages(Quantity, { quantity: 0 })).toEqual({
      quantity: ['The quantity must be at least 1.'],
    });
  });
});

describe('database ids', () => {
  const Body = z.object({ pricing_option_id: idNumber() });
  const Params = z.object({ cartItemId: idParam() });
  const outOfRange = `The cart item id must be a whole number from 1 to ${MAX_ID}.`;

  it('accepts every PostgreSQL integer id and nothing beyond', () => {
    expect(Body.parse({ pricing_option_id: MAX_ID })).toEqual({ pricing_option_id: MAX_ID });
    expect(messages(Body, { pricing_option_id: MAX_ID + 1 })).toEqual({
      pricing_option_id: [`The pricing option id must be a whole number from 1 to ${MAX_ID}.`],
    });
    expect(messages(Body, { pricing_option_id: 1e308 })).toEqual({
      pricing_option_id: [`The pricing option id must be a whole number from 1 to ${MAX_ID}.`],
    });
    expect(messages(Body, {})).toEqual({
      pricing_option_id: ['The pricing option id field is required.'],
    });
  });

  it('reads path and query ids from digits only', () => {
    expect(Params.parse({ cartItemId: '42' })).toEqual({ cartItemId: 42 });
    expect(Params.parse({ cartItemId: '007' })).toEqual({ cartItemId: 7 });
    expect(Params.parse({ cartItemId: 42 })).toEqual({ cartItemId: 42 });
    for (const input of ['', ' ', '0', '-1', '1.5', '1e3', '0x10', '2147483648', true, [5]]) {
      expect(messages(Params, { cartItemId: input })).toEqual({ cartItemId: [outOfRange] });
    }
  });

  it('keeps a route’s own wording', () => {
    const Query = z.object({ selected_user_id: idParam('The selected user id must be a number.') });
    expect(messages(Query, { selected_user_id: '2147483648' })).toEqual({
      selected_user_id: ['The selected user id must be a number.'],
    });
  });

  it('range-checks the numeric form of a v1-or-v2 id and leaves v2 ids alone', () => {
    const Path = z.object({ id: v1OrV2Id() });
    expect(Path.parse({ id: '12345' })).toEqual({ id: '12345' });
    expect(Path.parse({ id: '0193f1c2-aaaa-7bbb-8ccc-123456789abc' }).id).toHaveLength(36);
    expect(messages(Path, { id: '2147483648' })).toEqual({
      id: [`The id must be a whole number from 1 to ${MAX_ID}.`],
    });
    const Item = z.object({ id: v1OrV2IdValue() });
    expect(Item.parse({ id: 17 })).toEqual({ id: 17 });
    expect(messages(Item, { id: 2147483648 })).toEqual({
      id: [`The id must be a whole number from 1 to ${MAX_ID}.`],
    });
  });
});
