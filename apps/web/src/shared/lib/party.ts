import type { SessionUser } from './session-user';

/** Someone a signed-in customer books a place for: themself or a person of their family. */
export interface PartyMember {
  id: number;
  firstName: string;
  lastName: string;
  isSelf: boolean;
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

/**
 * The people Book can hold a place for: the customer first, then the family they lead. Staff,
 * and a customer acting for someone else (`selectedUserId`), book as they always have.
 */
export function partyOf(user: SessionUser | null, selectedUserId: number | null): PartyMember[] {
  if (!user || user.type !== 'customer') return [];
  if (selectedUserId !== null && selectedUserId !== user.id) return [];
  return [
    { id: user.id, firstName: user.firstName, lastName: user.lastName, isSelf: true },
    ...user.familyMembers.map((member) => ({
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      isSelf: false,
    })),
  ];
}

/** How the "Who is going?" choices name a person: "Alex Morgan (you)", "Sam Morgan". */
export function partyLabel(person: PartyMember): string {
  return person.isSelf ? `${fullName(person)} (you)` : fullName(person);
}

/** Who a basket place is for: its `purchasedForUserId`, else whoever the basket belongs to. */
export function attendeeIdOf(item: { purchasedForUserId: number | null }, ownerId: number): number {
  return item.purchasedForUserId ?? ownerId;
}

/**
 * The basket's "For Sam Morgan" line: the attendee's name when the place is for someone other than
 * the signed-in customer, or null. Only family members' names are known here (the cart names
 * nobody), so anyone else is "someone else".
 */
export function placeForLabel(
  item: { purchasedForUserId: number | null },
  user: SessionUser | null,
  selectedUserId: number | null,
): string | null {
  if (!user) return null;
  const attendeeId = attendeeIdOf(item, selectedUserId ?? user.id);
  if (attendeeId === user.id) return null;
  const member = user.familyMembers.find((person) => person.id === attendeeId);
  return member ? `For ${fullName(member)}` : 'For someone else';
}
