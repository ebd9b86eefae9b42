import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { IsoDate } from '../primitives/date-object';
import { optionalText } from '../primitives/field-rules';
import { FormattedAmount } from '../primitives/money';

// Front of house: a day's takings at the desk and the count of its cash (staff only).

/** One tender's takings: how many payments, and what was kept (cash net of change). */
export const TenderTakings = z.object({
  tender_type: z.string(),
  label: z.string(),
  count: z.number().int(),
  amount: FormattedAmount,
});

export const StaffTakings = z.object({
  staff_user_id: z.number().int(),
  name: z.string(),
  tenders: z.array(TenderTakings),
  /** What they refunded, by how it went back (amounts negative). */
  refunds: z.array(TenderTakings),
  /** Taken less refunded. */
  total: FormattedAmount,
});

/** A count of the till's cash against what the day's payments say should be there. */
export const CashUp = z.object({
  id: z.number().int(),
  date: z.string(),
  expected: FormattedAmount,
  counted: FormattedAmount,
  /** Counted less expected: negative when cash is missing. */
  difference: FormattedAmount,
  counted_by: z.string(),
  counted_at: z.string(),
  note: z.string().nullable(),
});
export type CashUp = z.infer<typeof CashUp>;

/** End of day at a venue's desk: the day's takings by tender and by member of staff, and the cash. */
export const DeskTakings = z.object({
  date: z.string(),
  venue_id: z.number().int(),
  /** What was taken, by tender (cash net of change). */
  by_tender: z.array(TenderTakings),
  /**
   * The day's refunds at the desk by how the money went back (`cash` from the till, `terminal`,
   * `card` online, `credit` to account credit), amounts negative.
   */
  refunds: z.array(TenderTakings),
  by_staff: z.array(StaffTakings),
  /** Taken less refunded: the sum of `by_tender` and `refunds`. */
  total: FormattedAmount,
  cash: z.object({
    /**
     * Cash kept from the day's payments less cash refunded from the till: what the till should
     * hold beyond its float.
     */
    expected: FormattedAmount,
    change_given: FormattedAmount,
    /** Cash paid back from the till (negative, or 0). */
    refunded: FormattedAmount,
  }),
  /** The day's counts, earliest first; the last is the one that stands. */
  cash_ups: z.array(CashUp),
});
export type DeskTakings = z.infer<typeof DeskTakings>;

export const getDeskTakings = defineRoute({
  method: 'GET',
  path: '/api/foh/takings',
  summary: "A day's takings at the caller's venue desk, by tender and member of staff",
  tags: ['front of house'],
  auth: 'staff',
  action: 'takings.count',
  query: z.object({ date: IsoDate }),
  response: dataEnvelope(DeskTakings),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

export const recordCashUp = defineRoute({
  method: 'POST',
  path: '/api/foh/cash-ups',
  summary: "Record the count of the desk's cash for a day, and its difference from expected",
  tags: ['front of house'],
  auth: 'staff',
  action: 'takings.count',
  body: z.object({
    date: IsoDate,
    counted_cash: z
      .number()
      .int('The counted cash must be a whole number of pence.')
      .min(0, 'The counted cash cannot be negative.')
      .max(100_000_000, 'The counted cash may not be greater than £1,000,000.00.'),
    note: optionalText('note', 500),
  }),
  response: dataEnvelope(CashUp),
  status: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  idempotent: true,
});
