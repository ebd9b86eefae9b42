import { z } from 'zod';

/** Resources travel wrapped as `{"data": …}`, as the live system sends them. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export type DataEnvelope<T> = { data: T };

/**
 * Where a list is paged (Lido's own lists; the live system pages none of the routes it shares):
 * the page's items as `data`, with the page asked for, its size, the total and the last page,
 * as Laravel's API resources send them, so a client can say "1–25 of 240".
 */
export function pagedEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({
    data: z.array(schema),
    meta: z.object({
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      /** 1 when there is nothing to list, so `current_page <= last_page` on the first page. */
      last_page: z.number().int(),
    }),
  });
}

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
const MAX_PAGE = 100_000;

/**
 * A whole number from 1 to `max` in a query string. Unlike `z.coerce.number()`, "", "1e3" and
 * "0x10" are refused rather than read as 0, 1000 and 16.
 */
function pageQueryNumber(label: string, max: number, fallback: number) {
  const message = `The ${label} must be a whole number from 1 to ${max.toLocaleString('en-GB')}.`;
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,7}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(1, message).max(max, message))
    .default(fallback);
}

/** `page` and `per_page` of a paged list (1-based; 25 a page unless asked, at most 100). */
export const PageQuery = z.object({
  page: pageQueryNumber('page', MAX_PAGE, 1),
  per_page: pageQueryNumber('per page', MAX_PER_PAGE, DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof PageQuery>;
