import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useId, useRef, useState } from 'react';
import { PersonChoice } from '../../../shared/components/person-choice';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { useUpdateCartItemMutation } from '../../../shared/api/update-cart-item';
import type { CartItem } from '../../../shared/lib/cart';
import { cartDebounceMs, updatedInBasketCopy } from '../../../shared/state/cart-actions';
import { failureToast } from '../../../shared/state/failure-toast';
import { addToast } from '../../../shared/state/toasts.slice';
import type { PreviousAttendee } from '../../../shared/api/get-previous-attendees';
import { useGetPreviousAttendeesQuery } from '../../../shared/api/get-previous-attendees';
import type { PartyMember } from '../../../shared/lib/party';
import { fullName } from '../../../shared/lib/party';
import type { ItemQuestion } from './place-questions';
import { PlaceQuestions } from './place-questions';

export type ItemWaiver = NonNullable<CartItem['waiver']>;

/** The waiver's box, in the customer's words, for the person going. */
export function agreeLabel(waiver: ItemWaiver, firstName: string): string {
  return `I have read and agree to the ${waiver.title} for ${firstName}`;
}

function attendeeLabel(person: PreviousAttendee): string {
  return person.relationship === 'self' ? `${fullName(person)} (you)` : fullName(person);
}

/** Without a waiver there is no restriction to ask about: the customer and their family may go. */
function fromParty(person: PartyMember): PreviousAttendee {
  return {
    id: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    relationship: person.isSelf ? 'self' : 'family',
    waiverSigned: false,
    mayAttend: true,
    reason: null,
  };
}

interface AttendeePlaceProps {
  item: CartItem;
  /** The waiver the place needs, or null when it only asks questions. */
  waiver: ItemWaiver | null;
  /** Who the place is for now. */
  attendeeId: number;
  /** Their first name when the attendees answer does not (yet) name them. */
  knownFirstName: string | null;
  /** The customer and the family they lead: who may go to a place without a waiver. */
  party: readonly PartyMember[];
  /** The basket's `selectedUserId`, sent with each call. */
  selectedUserId: number | null;
  isAgreed: boolean;
  onAgreedChange: (isAgreed: boolean) => void;
  /** The answer shown for one of the place's questions, for the person going. */
  answerOf: (question: ItemQuestion) => string;
  onAnswer: (question: ItemQuestion, value: string) => void;
  /** After Continue found required questions blank: mark those still blank. */
  isMissingShown: boolean;
}

/**
 * One place that needs a waiver or asks questions: the session, "Who is going?" (a change is
 * saved on the basket item at once, 250 ms after the last arrow key), the waiver to agree to for
 * that person and the activity's questions to answer for them.
 */
export function AttendeePlace({
  item,
  waiver,
  attendeeId,
  knownFirstName,
  party,
  selectedUserId,
  isAgreed,
  onAgreedChange,
  answerOf,
  onAnswer,
  isMissingShown,
}: AttendeePlaceProps) {
  const dispatch = useAppDispatch();
  const radioName = useId();
  const attendees = useGetPreviousAttendeesQuery(
    waiver
      ? {
          restrictionId: waiver.restrictionId,
          selectedUserId,
          date: item.cartableResource.date.raw,
        }
      : skipToken,
  );
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

  const people = waiver ? (attendees.data ?? []) : party.map(fromParty);
  const chosenId = pendingId ?? attendeeId;
  const attendee = people.find((person) => person.id === attendeeId);
  const firstName = attendee?.firstName ?? knownFirstName ?? 'the person going';
  const resource = item.cartableResource;
  // A change of attendee is on its way: what is agreed or answered now would be for someone else.
  const isChanging = pendingId !== null || update.isLoading;

  return (
    <li className="lido-attendee-place" data-testid="attendee-place">
      <h2 className="lido-attendee-place__name">{resource.name}</h2>
      <p className="lido-attendee-place__when">
        {resource.date.fullDatePretty}, {resource.startsAt.format24Hour} –{' '}
        {resource.endsAt.format24Hour} · {resource.venueName}
      </p>

      {/* Staff, or a customer acting for someone, choose nobody here without a waiver. */}
      {!waiver && people.length === 0 ? (
        knownFirstName ? (
          <p className="lido-attendee-place__going">Going: {knownFirstName}</p>
        ) : null
      ) : (
        <fieldset className="lido-attendee-place__who" aria-busy={update.isLoading || undefined}>
          <legend>Who is going?</legend>
          {attendees.isLoading ? <p>Finding who can go…</p> : null}
          {isApiError(attendees.error) ? <p role="alert">{errorCopy(attendees.error)}</p> : null}
          {people.map((person) => (
            <PersonChoice
              key={person.id}
              type="radio"
              name={radioName}
              value={person.id}
              label={attendeeLabel(person)}
              reason={person.mayAttend ? null : person.reason}
              checked={person.id === chosenId}
              disabled={!person.mayAttend}
              onChange={() => choose(person.id)}
            />
          ))}
        </fieldset>
      )}

      {waiver ? (
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
                disabled={isChanging}
                onChange={(event) => onAgreedChange(event.currentTarget.checked)}
              />
              {agreeLabel(waiver, firstName)}
            </label>
          )}
        </div>
      ) : null}

      {item.questions.length > 0 ? (
        <PlaceQuestions
          questions={item.questions}
          firstName={firstName}
          valueOf={answerOf}
          onAnswer={onAnswer}
          isDisabled={isChanging}
          isMissingShown={isMissingShown}
        />
      ) : null}
    </li>
  );
}
