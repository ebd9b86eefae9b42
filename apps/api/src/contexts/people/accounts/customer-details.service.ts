import type { CustomerDetails, CustomerDetailsUpdate } from '@lido/contract';
import { calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors/domain-error';
import { EMAIL_TAKEN_MESSAGE, validationFailed } from './auth.service';
import {
  findCustomerById,
  findCustomerIdByEmail,
  findVenueSlug,
  isUniqueViolation,
  updateCustomer,
  isOperatorsVenue,
  type CustomerRow,
} from './accounts.repository';

export async function getCustomerDetails(
  db: Database,
  customerId: number,
): Promise<CustomerDetails> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw notFound();
  return toDetails(customer, await findVenueSlug(db, customer.homeVenueId));
}

export async function updateCustomerDetails(
  { db, clock }: { db: Database; clock: Clock },
  customerId: number,
  update: CustomerDetailsUpdate,
): Promise<CustomerDetails> {
  const customer = await findCustomerById(db, customerId);
  if (!customer) throw notFound();

  const errors: Record<string, string[]> = {};
  if (update.email !== undefined) {
    if (update.email === null) {
      // A customer who signs in needs an address for password resets.
      if (customer.passwordHash) errors.email = ['The email field is required.'];
    } else {
      const owner = await findCustomerIdByEmail(db, update.email);
      if (owner !== undefined && owner !== customer.id) errors.email = [EMAIL_TAKEN_MESSAGE];
    }
  }
  if (update.date_of_birth !== undefined && update.date_of_birth >= calendarDateIn(clock.now())) {
    errors.date_of_birth = ['The date of birth must be a date before today.'];
  }
  if (
    update.home_venue_id &&
    !(await isOperatorsVenue(db, update.home_venue_id, customer.operatorId))
  ) {
    errors.home_venue_id = ['The selected home venue id is invalid.'];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  try {
    const updated = await updateCustomer(db, customer.id, {
      firstName: update.first_name,
      lastName: update.last_name,
      email: update.email,
      dateOfBirth: update.date_of_birth,
      gender: update.gender,
      phone: update.phone,
      addressLine1: update.address_line_1,
      addressLine2: update.address_line_2,
      town: update.town,
      postcode: update.postcode,
      homeVenueId: update.home_venue_id,
      updatedAt: clock.now(),
    });
    return toDetails(updated, await findVenueSlug(db, updated.homeVenueId));
  } catch (error) {
    if (isUniqueViolation(error)) throw validationFailed({ email: [EMAIL_TAKEN_MESSAGE] });
    throw error;
  }
}

function toDetails(customer: CustomerRow, homeVenueSlug: string | null): CustomerDetails {
  return {
    id: customer.id,
    reference: customer.reference,
    first_name: customer.firstName,
    last_name: customer.lastName,
    email: customer.email,
    date_of_birth: customer.dateOfBirth,
    gender: customer.gender,
    phone: customer.phone,
    address_line_1: customer.addressLine1,
    address_line_2: customer.addressLine2,
    town: customer.town,
    postcode: customer.postcode,
    home_venue_id: customer.homeVenueId,
    home_venue_slug: homeVenueSlug,
    can_sign_in: customer.passwordHash !== null,
  };
}
