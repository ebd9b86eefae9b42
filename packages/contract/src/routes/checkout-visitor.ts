import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { EmailAddress, requiredText } from '../primitives/field-rules';

// A signed-out visitor's checkout (issue 43): who is booking a basket paid for without an
// account. The live bodies of prepare, authorise and complete stay as they are.

/** UK numbers as people type them: `07700 900123`, `020 7946 0000`, `+44 7700 900123`. */
const UK_PHONE_DIGITS = /^(?:\+44|0044|0)\d{9,10}$/;

/** A phone the venue can ring about the booking (a cancelled class): required, and British. */
export const VisitorPhone = z
  .string({ error: 'The phone field is required.' })
  .trim()
  .min(1, 'The phone field is required.')
  .max(30, 'The phone may not be greater than 30 characters.')
  .superRefine((phone, context) => {
    // One message for the field: what is wrong first, then whether it is a UK number.
    if (phone === '' || phone.length > 30) return;
    if (!/^[+\d(][\d ()-]*$/.test(phone)) {
      context.addIssue({ code: 'custom', message: 'The phone format is invalid.' });
    } else if (!UK_PHONE_DIGITS.test(phone.replace(/[ ()-]/g, ''))) {
      context.addIssue({
        code: 'custom',
        message: 'The phone must be a UK phone number, such as 07700 900123.',
      });
    }
  });

/**
 * Lido's own (issue 43): who is booking a basket paid for without an account. The order is
 * theirs, its confirmation goes to this address, with a link to keep the bookings in an account.
 */
export const CheckoutVisitor = z.object({
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  email: EmailAddress,
  phone: VisitorPhone,
});
export type CheckoutVisitor = z.infer<typeof CheckoutVisitor>;

/**
 * Lido's own (issue 43): a signed-out visitor says who is booking before paying for the basket
 * their uuid names (CART_UUID_HEADER). Kept with the basket until the order is written. Signed-in
 * callers book as themselves (403).
 */
export const saveCheckoutVisitor = defineRoute({
  method: 'PUT',
  path: '/api/checkout/visitor',
  summary: 'Who is booking a basket paid for without an account: name, email and phone',
  tags: ['checkout'],
  auth: 'optional',
  body: CheckoutVisitor,
  response: dataEnvelope(CheckoutVisitor),
  errors: ['FORBIDDEN', 'BASKET_EMPTY', 'BOOKING_RESTRICTED', 'QUESTIONS_UNANSWERED'],
});

/** Lido's own: the visitor's details as last saved for the basket, or null. */
export const getCheckoutVisitor = defineRoute({
  method: 'GET',
  path: '/api/checkout/visitor',
  summary: 'The details a signed-out visitor gave for their basket, or null',
  tags: ['checkout'],
  auth: 'optional',
  response: dataEnvelope(CheckoutVisitor.nullable()),
  errors: ['FORBIDDEN'],
});
