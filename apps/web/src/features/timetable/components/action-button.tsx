import { Button } from '../../../components/button';
import type { InBasket } from '../in-basket';
import type { ActionStatus } from '../timetable-item';

export const notBookableYetCopy = 'You cannot book this activity yet';

const laterActionLabels: Partial<Record<NonNullable<ActionStatus>, string>> = {
  WAITLIST: 'Join waitlist',
  LEAVE_WAITLIST: 'Leave waitlist',
  CANCEL_BOOKING: 'Cancel booking',
};

interface ActionButtonProps {
  action: { status: ActionStatus; reason: string | null };
  /** What is being booked, for screen readers: "Yoga at 07:00". */
  subject: string;
  /** The label of a full item's disabled button ("FULL - Court 2"); "Full" by default. */
  fullLabel?: string;
  /** Adds the item to the basket. */
  onBook: () => void;
  /** An add to the basket is under way (the cart's `addingToCart` flag). */
  isBooking?: boolean;
  /** Book cannot be pressed yet (no tickets chosen). */
  isBookDisabled?: boolean;
  /** The customer already holds this in the basket: say so, and offer to remove it. */
  inBasket?: InBasket | null;
}

export const inYourBasketCopy = 'In your basket';

/** CANCEL_RESERVATION: the place held in the caller's basket, given back by Remove. */
export function InBasketAction({ inBasket, subject }: { inBasket: InBasket; subject: string }) {
  return (
    <div className="lido-in-basket">
      <span className="lido-in-basket__label">
        {inBasket.quantity > 1 ? `${inBasket.quantity} in your basket` : inYourBasketCopy}
      </span>
      <Button
        variant="secondary"
        aria-label={`Remove ${subject} from your basket`}
        aria-busy={inBasket.isRemoving || undefined}
        disabled={inBasket.isRemoving}
        onClick={inBasket.remove}
      >
        Remove
      </Button>
    </div>
  );
}

/** The action a visitor can take on a class, slot or session (`action_to_show`). */
export function ActionButton({
  action,
  subject,
  fullLabel = 'Full',
  onBook,
  isBooking = false,
  isBookDisabled = false,
  inBasket = null,
}: ActionButtonProps) {
  const { status, reason } = action;

  if (inBasket) return <InBasketAction inBasket={inBasket} subject={subject} />;

  if (status === 'BOOK') {
    return (
      <Button
        aria-label={`Book ${subject}`}
        aria-busy={isBooking || undefined}
        disabled={isBooking || isBookDisabled}
        onClick={onBook}
      >
        Book
      </Button>
    );
  }
  if (status === 'FULL') {
    return (
      <div className="lido-action">
        <Button disabled aria-label={fullLabel === 'Full' ? `Full: ${subject}` : undefined}>
          {fullLabel}
        </Button>
        {reason ? <p className="lido-action__reason">{reason}</p> : null}
      </div>
    );
  }
  if (status === null) {
    return <p className="lido-action__reason">{reason ?? notBookableYetCopy}</p>;
  }
  // Waitlist and cancellation arrive with their own issues; say what the action will be.
  return (
    <Button variant="secondary" disabled title="Available in a later release">
      {laterActionLabels[status] ?? status}
    </Button>
  );
}
