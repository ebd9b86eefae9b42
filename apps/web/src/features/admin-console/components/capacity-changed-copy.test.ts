import { describe, expect, it } from 'vitest';
import { capacityChangedCopy } from './session-row';

const yoga = { name: 'Yoga', startsAt: { format24Hour: '18:00' } };

describe('what a capacity change says it did', () => {
  it('gives the places and bookings, and who in the line was offered one', () => {
    expect(
      capacityChangedCopy(yoga, { occurrenceId: 1, capacity: 16, booked: 12, offered: 0 }),
    ).toBe('Yoga at 18:00 now has 16 places, 12 booked.');
    expect(
      capacityChangedCopy(yoga, { occurrenceId: 1, capacity: 13, booked: 13, offered: 1 }),
    ).toBe(
      'Yoga at 18:00 now has 13 places, 13 booked. 1 customer from its waitlist has been offered a place.',
    );
    expect(
      capacityChangedCopy(yoga, { occurrenceId: 1, capacity: 15, booked: 15, offered: 3 }),
    ).toBe(
      'Yoga at 18:00 now has 15 places, 15 booked. 3 customers from its waitlist have been offered places.',
    );
  });
});
