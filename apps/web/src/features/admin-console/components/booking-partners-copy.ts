// What the Booking partners page says, shared by its parts and their tests.

export const bookingPartnersHeading = 'Booking partners';
export const bookingPartnersIntroduction =
  'Activity apps that book your sessions for their users through the OpenActive Open Booking API. Each partner has an API key of its own: add a partner to issue one, and revoke it to stop the partner booking.';
export const partnerNotAddedCopy = 'No partner was added: see the message by the field.';
export const copyKeyNowCopy = 'Copy this key now: it will not be shown again.';
export const keyCopiedCopy = 'The key has been copied.';
export const keyNotCopiedCopy =
  'Your browser did not let Lido copy the key: select it and copy it yourself.';
export const revokedCopy = (name: string) => `${name} has been revoked: its key no longer works.`;
export const revokeQuestion = (name: string) => `Revoke ${name}?`;
export const revokeWarning = (name: string) =>
  `${name} will no longer be able to book with its key. This cannot be undone: to book again, it needs a new key.`;

const londonDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An instant as the day it was in London: "20 Oct 2026". */
export const londonDateOf = (instant: string) => londonDate.format(new Date(instant));

/** How a key is shown once issued: its scheme and the prefix Lido keeps, never the rest. */
export const shownKeyOf = (keyPrefix: string) => `lido_oa_${keyPrefix}…`;
