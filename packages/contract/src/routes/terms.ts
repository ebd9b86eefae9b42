import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idNumber, idParam } from '../primitives/ids';

/** A terms document's id (`1` or `"1"`), or `true` from the booking site's tick box. */
export const TermsAcceptance = z.union([
  idNumber(),
  z.string().regex(/^\d{1,9}$/, 'Terms are accepted by their id.'),
  z.literal(true),
]);
export type TermsAcceptance = z.infer<typeof TermsAcceptance>;

/** `terms: [1]` on authorise and complete: every current terms document, accepted by id. */
export const AcceptedTerms = z
  .array(TermsAcceptance)
  .min(1, 'Please accept the terms and conditions.')
  .max(20);

export const BookingTerms = z.object({ id: z.number().int(), title: z.string(), body: z.string() });

export const getTerms = defineRoute({
  method: 'GET',
  path: '/api/terms',
  summary: 'The terms and conditions a checkout accepts by id (terms: [1])',
  tags: ['checkout'],
  auth: 'public',
  query: z.object({ cart_id: idParam().optional() }),
  response: dataEnvelope(z.array(BookingTerms)),
  errors: [],
});
