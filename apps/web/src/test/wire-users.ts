import type { User } from '@lido/contract';
import type { RootState } from '../app/store';
import { camelizeKeys } from '../shared/lib/case-keys';

/** A signed-in customer as `GET /api/auth/user` answers: Alex, a member and parent of two. */
export const wireAlex: User = {
  id: 1001,
  type: 'customer',
  reference: 'LID1001001',
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'alex.morgan@example.com',
  home_venue_id: 90001,
  home_venue_slug: 'swiss-cottage-leisure-centre',
  membership_user: null,
  has_outstanding_penalties: false,
  credit: { balance: 650, formatted_balance: '£6.50' },
  has_instruction: false,
  has_billing_date: false,
  document_expiry: [],
  membership_document_upload_required: false,
  profile_photo: null,
  family_members: [
    {
      id: 1002,
      reference: 'LID1001002',
      first_name: 'Sam',
      last_name: 'Morgan',
      date_of_birth: '2014-09-03',
      relationship: 'child',
    },
    {
      id: 1003,
      reference: 'LID1001003',
      first_name: 'Ruby',
      last_name: 'Morgan',
      date_of_birth: '2017-02-21',
      relationship: 'child',
    },
  ],
  is_staff: false,
};

/** Alex signed in, as the store holds it: preloaded state for a page of My account. */
export const signedInAsAlex: Partial<RootState> = {
  auth: { loggedIn: true, user: camelizeKeys(wireAlex), isLoginPending: false, error: null },
};

/** The demo duty manager as `GET /api/auth/user` answers: Dana, who runs Swiss Cottage's desk. */
export const wireDana: User = {
  id: 802,
  type: 'staff',
  reference: 'STAFF802',
  first_name: 'Dana',
  last_name: 'Whitfield',
  email: 'manager@lido.example',
  home_venue_id: 90001,
  home_venue_slug: 'swiss-cottage-leisure-centre',
  membership_user: null,
  has_outstanding_penalties: false,
  credit: { balance: 0, formatted_balance: '£0.00' },
  has_instruction: false,
  has_billing_date: false,
  document_expiry: [],
  membership_document_upload_required: false,
  profile_photo: null,
  family_members: [],
  is_staff: true,
  staff_role: 'manager',
  currency_symbol: '£',
};

/** Dana signed in at the desk, as the store holds it: preloaded state for the console's pages. */
export const signedInAsManager: Partial<RootState> = {
  auth: { loggedIn: true, user: camelizeKeys(wireDana), isLoginPending: false, error: null },
};
