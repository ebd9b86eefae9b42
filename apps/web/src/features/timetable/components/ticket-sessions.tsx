import type { ComponentType } from 'react';
import { useState } from 'react';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { formatPence } from '../../../shared/lib/format-money';
import { selectIsLoggedIn } from '../../../shared/state/auth.slice';
import { useAddToBasket } from '../use-add-to-basket';
import { toCartItemInput } from '../cart-item-input';
import { bookingOpensLabel } from '../unbookable-reasons';
import { startLabel, timeSpanLabel } from '../time-span';
import type { TicketSession } from '../../../shared/lib/timetable-item';
import { selectClock } from '../timetable.slice';
import { useInBasket } from '../in-basket';
import { ActionButton, InBasketAction } from './action-button';

/** Quantities by ticket type id. */
type Quantities = Record<number, number>;

/**
 * − and + of one ticket type, each a 44 px touch target. At none or the most, the button pressed
 * says it can go no further (`aria-disabled`) and keeps the focus, where `disabled` would drop it
 * to the page; a session that cannot be booked disables both.
 */
function QuantityStepper({
  label,
  quantity,
  max,
  isDisabled,
  onChange,
}: {
  label: string;
  quantity: number;
  max: number;
  isDisabled: boolean;
  onChange: (quantity: number) => void;
}) {
  const step = (by: -1 | 1) => {
    const next = quantity + by;
    if (next >= 0 && next <= max) onChange(next);
  };
  return (
    <div className="lido-stepper" role="group" aria-label={`${label} tickets`}>
      <button
        type="button"
        aria-label={`One fewer ${label} ticket`}
        disabled={isDisabled}
        aria-disabled={quantity === 0 || undefined}
        onClick={() => step(-1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label={`${label} tickets chosen`}>
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`One more ${label} ticket`}
        disabled={isDisabled}
        aria-disabled={quantity >= max || undefined}
        onClick={() => step(1)}
      >
        +
      </button>
    </div>
  );
}

/** Where the sessions are: the ticket discount prices a session through its venue and activity. */
interface SessionPlace {
  venueSlug: string;
  activitySlug: string;
}

/** Ticket discounts (a feature of their own), given by the route: app/routes/timetable.tsx. */
export interface TicketDiscounts {
  /** Prices a ticket at another customer's price, for a signed-in customer. */
  Form: ComponentType<{ session: TicketSession } & SessionPlace>;
  /** The customers whose discounts price tickets of this type at this session. */
  customerIds: (sessionId: string | number, pricingOptionId: number) => number[];
}

interface TicketSessionCardProps {
  session: TicketSession;
  place: SessionPlace;
  discounts: TicketDiscounts;
}

function TicketSessionCard({ session, place, discounts }: TicketSessionCardProps) {
  const clock = useAppSelector(selectClock);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { Form: TicketDiscountForm } = discounts;
  const [quantities, setQuantities] = useState<Quantities>({});
  const { addToBasket, isAdding } = useAddToBasket();
  const chosen = Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0);
  const total = session.ticketTypes.reduce(
    (sum, type) => sum + (quantities[type.id] ?? 0) * type.price.raw,
    0,
  );
  const isBookable = session.actionToShow.status === 'BOOK';
  // A drop-in session can take more tickets: Book stays, and what is held shows beside it.
  const inBasket = useInBasket(session.id);
  const subject = `${session.name} at ${startLabel(session, clock)}`;

  return (
    <li className="lido-session lido-session--tickets" data-testid="ticket-session">
      <div className="lido-session__time">
        <strong>{timeSpanLabel(session, clock)}</strong>
        <span>{session.duration}</span>
      </div>
      <div className="lido-session__body">
        <h2 className="lido-session__name">{session.name}</h2>
        <p className="lido-session__meta">
          {session.slotDisplayLocation} · {session.spaces}{' '}
          {session.spaces === 1 ? 'space' : 'spaces'} left
        </p>
        <ul className="lido-tickets" aria-label={`Tickets for ${startLabel(session, clock)}`}>
          {session.ticketTypes.map((type) => (
            <li key={type.id} className="lido-tickets__type">
              <span className="lido-tickets__name">{type.name}</span>
              <span className="lido-session__price">{type.price.formatted}</span>
              <QuantityStepper
                label={type.name}
                quantity={quantities[type.id] ?? 0}
                max={session.spaces - chosen + (quantities[type.id] ?? 0)}
                isDisabled={!isBookable}
                onChange={(quantity) =>
                  setQuantities((current) => ({ ...current, [type.id]: quantity }))
                }
              />
            </li>
          ))}
        </ul>
        {chosen > 0 ? (
          <p className="lido-tickets__total">
            {chosen} {chosen === 1 ? 'ticket' : 'tickets'}: {formatPence(total)}
          </p>
        ) : null}
        {isLoggedIn && isBookable ? <TicketDiscountForm session={session} {...place} /> : null}
      </div>
      <div className="lido-session__action">
        <ActionButton
          action={session.actionToShow}
          subject={subject}
          isBooking={isAdding}
          isBookDisabled={chosen === 0}
          restrictions={session.restrictions}
          opensAt={bookingOpensLabel(session.firstBookableAt, clock)}
          onBook={() =>
            addToBasket(
              session.ticketTypes
                .filter((type) => (quantities[type.id] ?? 0) > 0)
                .map((type) =>
                  toCartItemInput(session, {
                    pricingOptionId: type.pricingOptionId,
                    quantity: quantities[type.id] ?? 0,
                    discountCustomerIds: discounts.customerIds(session.id, type.pricingOptionId),
                  }),
                ),
              { allowsAnonymousBookings: session.allowsAnonymousBookings },
            )
          }
        />
        {inBasket ? <InBasketAction inBasket={inBasket} subject={subject} /> : null}
      </div>
    </li>
  );
}

/** Drop-in sessions with their ticket types and prices. */
export function TicketSessions({
  sessions,
  discounts,
  ...place
}: { sessions: readonly TicketSession[]; discounts: TicketDiscounts } & SessionPlace) {
  return (
    <ul className="lido-sessions" aria-label="Sessions">
      {sessions.map((session) => (
        <TicketSessionCard key={session.id} session={session} place={place} discounts={discounts} />
      ))}
    </ul>
  );
}
