import type { GuestPass } from '@lido/contract';
import { displayGuestPassCode } from './guest-pass-code';
import type { guestPasses } from './memberships.tables';

/** A pass as My account lists it: available until used or past its last day. */
export function toWireGuestPass(row: typeof guestPasses.$inferSelect, today: string): GuestPass {
  return {
    id: row.id,
    code: displayGuestPassCode(row.code),
    status: row.usedOn ? 'used' : row.expiresOn < today ? 'expired' : 'available',
    issued_on: row.issuedOn,
    expires_on: row.expiresOn,
    used_on: row.usedOn,
    guest_name: row.guestName,
    guest_email: row.guestEmail,
  };
}
