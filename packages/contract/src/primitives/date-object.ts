import { z } from 'zod';

/** `YYYY-MM-DD`, a calendar date in the venue's time zone. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be in the format YYYY-MM-DD.')
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return (
      date.getUTCFullYear() === year &&
      date.getUTCMonth() === month - 1 &&
      date.getUTCDate() === day
    );
  }, 'The date is not a valid calendar date.');

/** The live date object of slots, carts and bookings. */
export const DateObject = z.object({
  raw: z.string(),
  raw_pretty: z.string(),
  day_pretty: z.string(),
  date_pretty: z.string(),
  full_date_pretty: z.string(),
  full_date: z.string(),
  difference: z.string(),
  tz: z.string(),
});
export type DateObject = z.infer<typeof DateObject>;
