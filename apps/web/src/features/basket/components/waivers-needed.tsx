export const waiversNeededCopy =
  'Some places need a waiver agreed or questions answered for the person going. Checkout takes you to the attendees page first.';

/**
 * The basket's word that checkout waits for the attendees page: a waiver to agree to or a
 * required question to answer (`needsAttendeesPage`).
 */
export function WaiversNeeded() {
  return (
    <p className="lido-basket__waivers-needed" data-testid="waivers-needed">
      {waiversNeededCopy}
    </p>
  );
}
