import { useEffect, useId, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/store-hooks';
import { errorCopy, isApiError } from '../../../lib/request-state';
import { useUpdateCartItemMutation } from '../../basket/api/update-cart-item';
import type { CartItem } from '../../basket/cart';
import { cartDebounceMs, updatedInBasketCopy } from '../../basket/cart-actions';
import { failureToast } from '../../toasts/failure-toast';
import { addToast } from '../../toasts/toasts.slice';
import type { PreviousAttendee } from '../api/get-previous-attendees';
import { useGetPreviousAttendeesQuery } from '../api/get-previous-attendees';
import { fullName } from '../party';

export type ItemWaiver = NonNullable<CartItem['waiver']>;

/** The waiver's box, in the customer's words, for the person going. */
export function agreeLabel(waiver: ItemWaiver, firstName: string): string {
  return `I have read and agree to the ${waiver.title} for ${firstName}`;
}

function attendeeLabel(person: PreviousAttendee): string {
  return person.relationship === 'self' ? `${fullName(person)} (you)` : fullName(person);
}

interface AttendeePlaceProps {
  item: CartItem;
  waiver: ItemWaiver;
  /** Who the place is for now. */
  attendeeId: number;
  /** Their first name when the attendees answer does not (yet) name them. */
  knownFirstName: string | null;
  /** The basket's `selectedUserId`, sent with each call. */
  selectedUserId: number | null;
  isAgreed: boolean;
  onAgreedChange: (isAgreed: boolean) => void;
}

/**
 * One place that needs a waiver: the session, "Who is going?" (a change is saved on the basket
 * item at once, 250 ms after the last arrow key), and the waiver to agree to for that person.
 */
export function AttendeePlace({
  item,
  waiver,
  attendeeId,
  knownFirstName,
  selectedUserId,
  isAgreed,
  onAgreedChange,
}: AttendeePlaceProps) {
  const dispatch = useAppDispatch();
  const radioName = useId();
  const attendees = useGetPreviousAttendeesQuery({
    restrictionId: waiver.restrictionId,
    selectedUserId,
  });
  const [updateCartItem, update] = useUpdateCartItemMutation();
  // The choice shown while it is being saved; the basket's answer replaces it.
  const [pendingId, setPendingId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = async (userId: number) => {
    const result = await updateCartItem({
      cartItemId: item.id,
      body: { options: { purchasedForUserId: userId }, selectedUserId },
    });
    setPendingId(null);
    if ('error' in result) {
      if (isApiError(result.error)) dispatch(failureToast(result.error));
      return;
    }
    dispatch(addToast({ content: updatedInBasketCopy, type: 'success' }));
  };

  const choose = (userId: number) => {
    setPendingId(userId);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (userId !== attendeeId) void save(userId);
      else setPendingId(null);
    }, cartDebounceMs);
  };

  const people = attendees.data ?? [];
  const chosenId = pendingId ?? attendeeId;
  const attendee = people.find((person) => person.id === attendeeId);
  const firstName = attendee?.firstName ?? knownFirstName ?? 'the person going';
  const resource = item.cartableResource;

  return (
    <li className="lido-attendee-place" data-testid="attendee-place">
      <h2 className="lido-attendee-place__name">{resource.name}</h2>
      <p className="lido-attendee-place__when">
        {resource.date.fullDatePretty}, {resource.startsAt.format24Hour} –{' '}
        {resource.endsAt.format24Hour} · {resource.venueName}
      </p>

      <fieldset className="lido-attendee-place__who" aria-busy={update.isLoading || undefined}>
        <legend>Who is going?</legend>
        {attendees.isLoading ? <p>Finding who can go…</p> : null}
        {isApiError(attendees.error) ? <p role="alert">{errorCopy(attendees.error)}</p> : null}
        {people.map((person) => {
          const reasonId = `${radioName}-${person.id}-reason`;
          const hasReason = !person.mayAttend && person.reason;
          return (
            <div key={person.id} className="lido-attendee-place__person">
              <label className="lido-attendees__choice">
                <input
                  type="radio"
                  name={radioName}
                  value={person.id}
                  checked={person.id === chosenId}
                  disabled={!person.mayAttend}
                  aria-describedby={hasReason ? reasonId : undefined}
                  onChange={() => choose(person.id)}
                />
                {attendeeLabel(person)}
              </label>
              {hasReason ? (
                <p id={reasonId} className="lido-attendee-place__reason">
                  {person.reason}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>

      <div className="lido-waiver">
        <h3 className="lido-waiver__title">{waiver.title}</h3>
        {/* Plain text as the operator wrote it: never read as HTML. */}
        <div className="lido-waiver__text" data-testid="waiver-text">
          {waiver.body}
        </div>
        {waiver.signed ? (
          <p className="lido-waiver__signed" data-testid="waiver-signed">
            Agreed for {firstName}.
          </p>
        ) : (
          <label className="lido-attendees__choice lido-waiver__agree">
            <input
              type="checkbox"
              checked={isAgreed}
              disabled={pendingId !== null || update.isLoading}
              onChange={(event) => onAgreedChange(event.currentTarget.checked)}
            />
            {agreeLabel(waiver, firstName)}
          </label>
        )}
      </div>
    </li>
  );
}
