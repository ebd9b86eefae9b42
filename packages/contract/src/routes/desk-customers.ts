import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import {
  DateOfBirth,
  EmailAddress,
  optionalText,
  requiredText,
  UkPhone,
  UkPostcode,
} from '../primitives/field-rules';
import { CustomerDetails } from './my-account';

// Front of house: finding, making and serving the person at the desk (staff only).

/** A customer as the desk finds them: enough to tell two people of one name apart. */
export const DeskCustomer = CustomerDetails.pick({
  id: true,
  reference: true,
  first_name: true,
  last_name: true,
  email: true,
  date_of_birth: true,
  postcode: true,
}).extend({
  /** Holds a membership that is active now (member prices apply). */
  is_member: z.boolean(),
  /** Made for one sale to someone without an account: no email, never found by the search. */
  is_walk_in: z.boolean(),
});
export type DeskCustomer = z.infer<typeof DeskCustomer>;

/** The most customers one search answers: the desk narrows its words rather than pages. */
export const DESK_CUSTOMER_RESULTS = 20;

export const searchDeskCustomers = defineRoute({
  method: 'GET',
  path: '/api/foh/customers',
  summary:
    "Find the venue's customers by name, email, reference, postcode or date of birth (DD/MM/YYYY)",
  tags: ['front of house'],
  auth: 'staff',
  action: 'customers.serve',
  query: z.object({
    search: z
      .string()
      .trim()
      .min(2, 'Type at least 2 characters to search.')
      .max(100, 'The search may not be greater than 100 characters.'),
  }),
  response: dataEnvelope(z.array(DeskCustomer)),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
});

/** The desk's short form: a name is enough; the rest helps find them next time. */
export const NewDeskCustomer = z.object({
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  email: EmailAddress.nullish(),
  date_of_birth: DateOfBirth.nullish(),
  postcode: UkPostcode,
  phone: UkPhone,
});

export const createDeskCustomer = defineRoute({
  method: 'POST',
  path: '/api/foh/customers',
  summary: "Create a customer of the caller's venue at the desk (no password: they set one later)",
  tags: ['front of house'],
  auth: 'staff',
  action: 'customers.serve',
  body: NewDeskCustomer,
  response: dataEnvelope(DeskCustomer),
  status: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  idempotent: true,
});

/** Who a walk-in is called when the desk gives no name. */
export const WALK_IN_FIRST_NAME = 'Walk-in';
export const WALK_IN_LAST_NAME = 'customer';

export const createWalkIn = defineRoute({
  method: 'POST',
  path: '/api/foh/walk-ins',
  summary:
    "Serve someone without an account: a fresh customer of the caller's venue for this sale (no email, no password)",
  tags: ['front of house'],
  auth: 'staff',
  action: 'customers.serve',
  /** No body at all, or a first name to call them by ("Walk-in" otherwise). */
  body: z.object({ first_name: optionalText('first name', 100) }).nullish(),
  response: dataEnvelope(DeskCustomer),
  status: 201,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN'],
  idempotent: true,
});
