import { z } from 'zod';

/** An instant with its zone, as the live system sends `first_bookable_at`. */
export const Instant = z.object({
  utc: z.string(),
  local: z.string(),
  timezone: z.string(),
  format_12_hour: z.string(),
  format_24_hour: z.string(),
});
export type Instant = z.infer<typeof Instant>;
