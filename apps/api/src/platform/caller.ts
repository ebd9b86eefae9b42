import type { StaffRole } from '@lido/contract';

/** Who is calling: resolved once per request from the Bearer token or the session cookie. */
export interface Caller {
  kind: 'customer' | 'staff';
  /** customers.id or staff_users.id, by kind. */
  userId: number;
  /** The auth session the token belongs to, so logout can revoke exactly it. */
  sessionId: string;
  /** Staff act for customers of this venue. */
  staffVenueId: number | null;
  /** A member of staff's role (staff-actions.ts in the contract says what each may do). */
  staffRole: StaffRole | null;
  /** The operator a member of staff works for. */
  staffOperatorId: number | null;
  /** The customer holds an active membership: member prices apply. */
  isMember: boolean;
  /**
   * Days further ahead than other customers the caller may view and book sessions: their
   * membership plan's advance booking; 0 for everyone else.
   */
  advanceBookingDays: number;
}
