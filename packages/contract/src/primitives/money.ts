import { z } from 'zod';

/** Money on the wire: integer pence beside the formatted string (`£12.85`). */
export const Price = z.object({
  benefit_applied: z.boolean(),
  package_applied: z.boolean(),
  formatted: z.string(),
  raw: z.number().int(),
});
export type Price = z.infer<typeof Price>;

/** The estimated price shown on aggregated times rows. */
export const EstimatedPrice = z.object({
  is_estimated: z.boolean(),
  formatted_amount: z.string(),
});
export type EstimatedPrice = z.infer<typeof EstimatedPrice>;

/** Amounts in minor units (pence). */
export const Pence = z.number().int();

/** An amount: integer pence beside the formatted string (`£28.00`). */
export const FormattedAmount = z.object({
  raw: z.number().int(),
  formatted: z.string(),
});
export type FormattedAmount = z.infer<typeof FormattedAmount>;
