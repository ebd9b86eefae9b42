import { z } from 'zod';

/** A wall-clock time: `{"format_12_hour": "7:00am", "format_24_hour": "07:00"}`. */
export const TimeOfDay = z.object({
  format_12_hour: z.string().regex(/^(1[0-2]|[1-9]):[0-5]\d(am|pm)$/),
  format_24_hour: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});
export type TimeOfDay = z.infer<typeof TimeOfDay>;

/** `HH:MM` as clients send it in query strings. */
export const TimeOfDayParam = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The time must be in the format HH:MM.');
