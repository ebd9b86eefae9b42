import { createHash, randomBytes } from 'node:crypto';

// GoCardless ids are a two-letter prefix (CU customer, BA bank account, MD mandate, SB
// subscription, PM payment, EV event, WB webhook) and twelve upper-case letters and digits.

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 12;

const spell = (bytes: Buffer) =>
  [...bytes.subarray(0, LENGTH)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');

export type IdPrefix = 'CU' | 'BA' | 'MD' | 'SB' | 'PM' | 'EV' | 'WB';

export const newSandboxId = (prefix: IdPrefix): string => `${prefix}${spell(randomBytes(LENGTH))}`;

/**
 * The id of a subscription's payment for one charge date: the same however many processes
 * create it at once, so the primary key lets exactly one of them do it.
 */
export const subscriptionPaymentId = (subscriptionId: string, chargeDate: string): string =>
  `PM${spell(createHash('sha256').update(`${subscriptionId} ${chargeDate}`).digest())}`;

/** The emulated account's one creditor (the operator), linked from mandates and payments. */
export const SANDBOX_CREDITOR_ID = 'CR0000LIDODEMO';
