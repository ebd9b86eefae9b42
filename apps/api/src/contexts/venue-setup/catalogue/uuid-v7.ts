import { randomBytes } from 'node:crypto';

let lastMillis = -1;
let lastSequence = 0;

/**
 * A new UUIDv7 (RFC 9562), as the live system's category ids are: 48 bits of Unix time in
 * milliseconds, then 74 random bits. The 12 bits after the version count up within a millisecond
 * (starting from a random value), so ids made by this process sort in the order they were made.
 */
export function uuidV7(nowMillis: number = Date.now()): string {
  let millis = Math.max(nowMillis, lastMillis);
  let sequence: number;
  if (millis === lastMillis) {
    sequence = lastSequence + 1;
    // The counter is spent: borrow the next millisecond rather than repeat an order.
    if (sequence > 0xfff) {
      millis += 1;
      sequence = randomBytes(2).readUInt16BE(0) & 0x7ff;
    }
  } else {
    // Half the counter's range is left above the start, so a burst rarely borrows a millisecond.
    sequence = randomBytes(2).readUInt16BE(0) & 0x7ff;
  }
  lastMillis = millis;
  lastSequence = sequence;

  const bytes = randomBytes(16);
  bytes.writeUIntBE(millis, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
