import { isIdInRange } from '@lido/contract';

/** What the member quotes at the desk, and staff search by: "M0000701". */
export const membershipNumber = (membershipId: number) =>
  `M${String(membershipId).padStart(7, '0')}`;

/**
 * The membership id a quoted number names ("M0000701", said as "m701" too), or null when the
 * text is no membership number: staff type what the member reads out.
 */
export function membershipIdOfNumber(text: string): number | null {
  const digits = /^M(\d{1,10})$/i.exec(text.trim())?.[1];
  return digits !== undefined && isIdInRange(digits) ? Number(digits) : null;
}
