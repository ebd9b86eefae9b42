import type { Ref } from 'react';
import { useId, useState } from 'react';
import { Link } from '../../../shared/components/link';
import { Button } from '../../../shared/components/button';
import { placeInLine } from '../../../shared/lib/ordinal';
import { paths } from '../../../shared/lib/paths';
import { RestrictionReason } from './induction-needed';
import type { RowRestrictions } from './restriction-note';
import type { InBasket } from '../in-basket';
import type { ActionStatus } from '../../../shared/lib/timetable-item';
import { rowReasons } from '../unbookable-reasons';
import { useFocusOnOutcome } from '../use-focus-on-outcome';

export const notBookableYetCopy = rowReasons.notReleased;
export const bookedCopy = 'Booked';

/** A full session's line: join it, or the caller's place in it and leave. */
export interface WaitlistAction {
  /** The caller's place in line while they wait ("2nd in line"), when known. */
  position: number | null;
  /** Joins for this many places, offered together (1 to 4). */
  onJoin: (partySize: number) => void;
  onLeave: () => void;
  /** A join or leave is under way. */
  isBusy: boolean;
}

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
  /** Sessions with a line (JOIN_WAITLIST, LEAVE_WAITLIST). */
  waitlist?: WaitlistAction;
  /** The session's restrictions: a reason naming a missing induction links to booking one. */
  restrictions?: RowRestrictions | undefined;
  /** When a session not open yet opens for booking ("Mon 26 Oct at 22:00"). */
  opensAt?: string | undefined;
}

export const inYourBasketCopy = 'In your basket';

/**
 * CANCEL_RESERVATION: the place held in the caller's basket, given back by Remove. What it says
 * takes the focus after Book (`outcomeRef`), where the Book button was.
 */
export function InBasketAction({
  inBasket,
  subject,
  outcomeRef,
}: {
  inBasket: InBasket;
  subject: string;
  outcomeRef?: Ref<HTMLElement>;
}) {
  return (
    <div className="lido-in-basket">
      <span ref={outcomeRef} tabIndex={-1} className="lido-in-basket__label lido-action__outcome">
        {inBasket.quantity > 1 ? `${inBasket.quantity} in your basket` : inYourBasketCopy}
      </span>
      <Button
        variant="secondary"
        isTouchTarget
        aria-label={`Remove ${subject} from your basket`}
        isBusy={inBasket.isRemoving}
        onClick={inBasket.remove}
      >
        Remove
      </Button>
    </div>
  );
}

const partySizes = [1, 2, 3, 4];

/** JOIN_WAITLIST: how many places (the customer and up to three more), and Join waitlist. */
function JoinWaitlistAction({
  subject,
  reason,
  waitlist,
}: {
  subject: string;
  reason: string | null;
  waitlist: WaitlistAction;
}) {
  const [partySize, setPartySize] = useState(1);
  const selectId = useId();
  return (
    <div className="lido-action">
      <div className="lido-action__join">
        <label className="lido-action__places" htmlFor={selectId}>
          Places
        </label>
        <select
          id={selectId}
          // Each full row has one: the name says which session, starting with the words shown.
          aria-label={`Places for ${subject}`}
          value={partySize}
          onChange={(event) => setPartySize(Number(event.currentTarget.value))}
        >
          {partySizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          aria-label={`Join waitlist for ${subject}`}
          aria-busy={waitlist.isBusy || undefined}
          disabled={waitlist.isBusy}
          onClick={() => waitlist.onJoin(partySize)}
        >
          Join waitlist
        </Button>
      </div>
      {reason ? <p className="lido-action__reason">{reason}</p> : null}
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
  waitlist,
  restrictions,
  opensAt,
}: ActionButtonProps) {
  const { status, reason } = action;
  const outcome = useFocusOnOutcome();

  if (inBasket) {
    return <InBasketAction inBasket={inBasket} subject={subject} outcomeRef={outcome.ref} />;
  }

  if (status === 'BOOK') {
    return (
      <Button
        aria-label={`Book ${subject}`}
        // Busy, not disabled, while the place is added: the focus stays on Book until the row
        // says the place is held, and then moves to what it says.
        isBusy={isBooking}
        disabled={isBookDisabled}
        onClick={() => {
          outcome.expectOutcome();
          onBook();
        }}
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
  if (status === 'JOIN_WAITLIST' && waitlist) {
    return <JoinWaitlistAction subject={subject} reason={reason} waitlist={waitlist} />;
  }
  if (status === 'LEAVE_WAITLIST' && waitlist) {
    return (
      <div className="lido-action">
        {waitlist.position === null ? null : (
          <p className="lido-action__position" data-testid="waitlist-position">
            {placeInLine(waitlist.position)}
          </p>
        )}
        <Button
          variant="secondary"
          aria-label={`Leave waitlist for ${subject}`}
          aria-busy={waitlist.isBusy || undefined}
          disabled={waitlist.isBusy}
          onClick={waitlist.onLeave}
        >
          Leave waitlist
        </Button>
      </div>
    );
  }
  if (status === 'CANCEL_BOOKING') {
    return (
      <p className="lido-action__booked">
        <strong>{bookedCopy}</strong>{' '}
        {/* The name starts with the words shown, so speech users can say what they see. */}
        <Link to={paths.myBookings.build()} aria-label={`View in My account: ${subject}`}>
          View in My account
        </Link>
      </p>
    );
  }
  // JOIN_WAITLIST where the row cannot take a waitlist action: a full session, as it is to anyone.
  if (status === 'JOIN_WAITLIST') {
    return (
      <Button disabled aria-label={`Full: ${subject}`}>
        {fullLabel}
      </Button>
    );
  }
  // CANCEL_RESERVATION: the place is in the caller's basket, which the basket shows.
  if (status === 'CANCEL_RESERVATION') {
    return (
      <p ref={outcome.ref} tabIndex={-1} className="lido-action__reason lido-action__outcome">
        {inYourBasketCopy}
      </p>
    );
  }
  if (reason && reason !== notBookableYetCopy) {
    return <RestrictionReason reason={reason} restrictions={restrictions} />;
  }
  return (
    <div className="lido-action">
      <p className="lido-action__reason">{notBookableYetCopy}</p>
      {opensAt ? <p className="lido-action__reason">Booking opens {opensAt}</p> : null}
    </div>
  );
}
