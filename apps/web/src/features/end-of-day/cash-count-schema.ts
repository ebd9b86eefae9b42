import { optionalText } from '@lido/contract';
import { z } from 'zod';
import { parseCountedCash } from './money';

/**
 * The "Cash counted" form: the amount as typed (pounds and pence, read as integer pence) and an
 * optional note, with the API's own rule for the note.
 */
export function cashCountSchema(symbol: string) {
  return z.object({
    countedCash: z.string().transform((text, context) => {
      const counted = parseCountedCash(text, symbol);
      if ('error' in counted) {
        context.addIssue({ code: 'custom', message: counted.error });
        return z.NEVER;
      }
      return counted.pence;
    }),
    note: optionalText('note', 500),
  });
}

export type CashCountInput = z.input<ReturnType<typeof cashCountSchema>>;
export type CashCountValues = z.output<ReturnType<typeof cashCountSchema>>;
/** The fields a 422 may name (the API's `counted_cash`, `note`, camelised). */
export const cashCountFields = ['countedCash', 'note'] as const;
