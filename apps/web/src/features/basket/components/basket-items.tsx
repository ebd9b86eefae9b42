import type { ComponentType } from 'react';
import { memo, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { activityIcon } from '../../../shared/lib/activity-icon';
import { hasUnansweredQuestion } from '../../../shared/lib/attendees-needed';
import { placeForLabel } from '../../../shared/lib/party';
import { selectSessionUser } from '../../../shared/state/auth.slice';
import { GuestPassCodeForm } from './guest-pass-code-form';
import { selectCartStatus, selectSelectedUserId } from '../../../shared/state/basket.slice';
import type { CartItem } from '../../../shared/lib/cart';
import {
  removeCover,
  removeFromBasket,
  updateBasketItem,
} from '../../../shared/state/cart-actions';
import { useBasketMoney } from '../use-basket-money';

/** What the page adds under each line's facts (the desk's price change, for a manager). */
export type BasketLineTools = ComponentType<{ item: CartItem }>;

/** Most tickets one basket line can hold (the add and update calls' limit). */
const maxTickets = 20;

/** Ticket lines (a drop-in session's ticket types) can change quantity; a class or court place
 * cannot, and the API sends it no `max_quantity`. */
function isTicketLine(item: CartItem): boolean {
  return item.maxQuantity !== null;
}

function QuantityChoice({ item, isDisabled }: { item: CartItem; isDisabled: boolean }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const max = Math.min(item.maxQuantity ?? maxTickets, maxTickets);
  return (
    <div className="lido-basket__quantity">
      <label htmlFor={id}>Quantity</label>
      <select
        id={id}
        value={item.quantity}
        disabled={isDisabled}
        onChange={(event) => void dispatch(updateBasketItem(item.id, Number(event.target.value)))}
      >
        {Array.from({ length: Math.max(max, item.quantity) }, (_, index) => index + 1).map(
          (quantity) => (
            <option key={quantity} value={quantity}>
              {quantity}
            </option>
          ),
        )}
      </select>
    </div>
  );
}

function BasketItemRow({ item, LineTools }: { item: CartItem; LineTools?: BasketLineTools }) {
  const dispatch = useAppDispatch();
  const { removingFromCart, paymentProcessing } = useAppSelector(selectCartStatus);
  const user = useAppSelector(selectSessionUser);
  // The attendee's name needs only this: a row renders again when its own line changes.
  const selectedUserId = useAppSelector(selectSelectedUserId);
  const money = useBasketMoney();
  const resource = item.cartableResource;
  const isBusy = removingFromCart || paymentProcessing;
  const placeFor = placeForLabel(item, user, selectedUserId);

  const Icon = activityIcon({ name: resource.name, slug: resource.categorySlug });

  // One line says what, when and the price; the rest waits under Details, so four items fit a
  // screen. The details' text stays in the page (a closed <details>), for search and for copying.
  return (
    <li className="lido-card lido-basket__item" data-testid="basket-item">
      <span className="lido-basket__icon" aria-hidden="true">
        <Icon size={28} strokeWidth={1.75} />
      </span>
      <div className="lido-basket__details">
        <div className="lido-basket__headline">
          <h2 className="lido-basket__name">{resource.name}</h2>
          <p className="lido-basket__price">
            {money(item.price)}
            {item.quantity > 1 ? ` (${money(item.unitPrice)} each)` : ''}
            {item.price.packageApplied ? ' — a visit from your package' : ''}
            {item.price.benefitApplied ? ' — covered by your membership' : ''}
          </p>
        </div>
        <p className="lido-basket__when">
          {[
            `${resource.date.dayPretty.slice(0, 3)} ${resource.date.datePretty}`,
            `${resource.startsAt.format24Hour} – ${resource.endsAt.format24Hour}`,
            resource.location?.name,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {placeFor ? (
          <p className="lido-basket__attendee" data-testid="basket-item-attendee">
            {placeFor}
          </p>
        ) : null}
        <details className="lido-basket__more">
          <summary>Details</summary>
          <dl className="lido-basket__facts">
            <dt>Date</dt>
            <dd>{resource.date.fullDatePretty}</dd>
            <dt>Time</dt>
            <dd>
              {resource.startsAt.format24Hour} – {resource.endsAt.format24Hour} ({resource.duration}
              )
            </dd>
            <dt>Venue</dt>
            <dd>{resource.venueName}</dd>
            {resource.location ? (
              <>
                <dt>Location</dt>
                <dd>{resource.location.name}</dd>
              </>
            ) : null}
            <dt>Ticket</dt>
            <dd>{item.pricingOptionName}</dd>
            <dt>Quantity</dt>
            <dd>{item.quantity}</dd>
          </dl>
        </details>
        {item.waiver && !item.waiver.signed ? (
          <p className="lido-basket__waiver">{item.waiver.title}: to be agreed before checkout</p>
        ) : null}
        {hasUnansweredQuestion(item) ? (
          <p className="lido-basket__waiver">Questions: to be answered before checkout</p>
        ) : null}
        <GuestPassCodeForm item={item} isDisabled={isBusy} />
        {LineTools ? <LineTools item={item} /> : null}
      </div>
      <div className="lido-basket__actions">
        {isTicketLine(item) ? <QuantityChoice item={item} isDisabled={isBusy} /> : null}
        {(['package', 'benefit'] as const)
          .filter((cover) =>
            cover === 'package' ? item.price.packageApplied : item.price.benefitApplied,
          )
          .map((cover) => (
            <Button
              key={cover}
              variant="secondary"
              isTouchTarget
              aria-label={`Remove ${cover} from ${resource.name} on ${resource.date.datePretty} at ${resource.startsAt.format24Hour}`}
              disabled={isBusy}
              onClick={() => void dispatch(removeCover(item.id, cover))}
            >
              Remove {cover}
            </Button>
          ))}
        <Button
          variant="destructive"
          isTouchTarget
          aria-label={`Remove ${resource.name} on ${resource.date.datePretty} at ${resource.startsAt.format24Hour}`}
          disabled={isBusy}
          onClick={() => dispatch(removeFromBasket(item.id))}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/**
 * The basket's lines, one compact line each (what, when, where and the price, the rest under
 * Details), and the page's `LineTools` under each line. How long the places are held is one line for the whole basket.
 */
export const BasketItems = memo(function BasketItems({
  items,
  LineTools,
}: {
  items: readonly CartItem[];
  LineTools?: BasketLineTools;
}) {
  return (
    <ul className="lido-basket__items" aria-label="Basket items">
      {items.map((item) => (
        <BasketItemRow key={item.id} item={item} LineTools={LineTools} />
      ))}
    </ul>
  );
});
