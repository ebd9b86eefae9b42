export const waiversNeededCopy =
  'Some places need a waiver agreed for the person going. Checkout takes you to the attendees page first.';

/** The basket's word that checkout waits for attendees' waivers (the cart's `attendeeWaiversRequired`). */
export function WaiversNeeded() {
  return (
    <p className="lido-basket__waivers-needed" data-testid="waivers-needed">
      {waiversNeededCopy}
    </p>
  );
}
