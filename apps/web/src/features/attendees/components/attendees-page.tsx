import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { Button, ButtonLink } from '../../../shared/components/button';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { useFocusWhenShown } from '../../../shared/hooks/use-focus-when-shown';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { selectSessionUser } from '../../../shared/state/auth.slice';
import { getCartApi, useGetCartQuery } from '../../../shared/api/get-cart';
import { selectBasket } from '../../../shared/state/basket.slice';
import type { CartItem } from '../../../shared/lib/cart';
import { HoldNotices } from '../../../shared/components/hold-notices';
import { failureToast } from '../../../shared/state/failure-toast';
import { addToast } from '../../../shared/state/toasts.slice';
import type { AnswerCartQuestionsBody } from '../api/answer-cart-questions';
import { useAnswerCartQuestionsMutation } from '../api/answer-cart-questions';
import { useSignWaiversMutation } from '../api/sign-waivers';
import { isBlankAnswer, needsAttendeesPage } from '../../../shared/lib/attendees-needed';
import { attendeeIdOf, partyOf } from '../../../shared/lib/party';
import { AttendeePlace } from './attendee-place';
import type { ItemQuestion } from './place-questions';
import '../../../shared/components/choice.css';
import './attendees.css';
import '../../../shared/components/form-field.css';

export const attendeesHeading = 'Attendees';
export const agreeToEveryWaiverCopy =
  'Agree to the waiver for every place before you continue to checkout.';
export const answerRequiredQuestionsCopy = 'Please answer the questions marked required.';
/** SPEC.md section 8: a failure to save answers shows a generic message. */
export const answersNotSavedCopy = 'We could not save your answers, please try again.';

/** A place the page lists: it needs a waiver, or its activity asks questions. */
function needsAttendeeDetails(item: CartItem): boolean {
  return item.waiver !== null || item.questions.length > 0;
}

/** A tick belongs to one place, one person and one version of the text: a change clears it. */
function agreementKey(item: CartItem, attendeeId: number): string {
  const waiver = item.waiver;
  return waiver
    ? `${item.id}:${attendeeId}:${waiver.restrictionId}:${waiver.version}`
    : `${item.id}:${attendeeId}`;
}

/** An answer belongs to one place, one person and one question: a new attendee starts afresh. */
function answerKey(item: CartItem, attendeeId: number, question: ItemQuestion): string {
  return `${item.id}:${attendeeId}:${question.id}`;
}

/**
 * `/attendees`: for each basket place that needs a waiver or asks questions, who is going, the
 * waiver to agree to and the questions to answer for them; then the answers are saved in one
 * call, the waivers ticked are signed in one call, and the checkout opens once the basket no
 * longer waits for a waiver or a required answer.
 */
export function AttendeesPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectSessionUser);
  const basket = useAppSelector(selectBasket);
  const cartArgs = user ? { customerId: user.id, selectedUserId: basket.selectedUserId } : null;
  const cart = useGetCartQuery(cartArgs ?? skipToken);
  const [signWaivers] = useSignWaiversMutation();
  const [answerQuestions] = useAnswerCartQuestionsMutation();
  const [agreed, setAgreed] = useState<ReadonlySet<string>>(new Set());
  // What the customer typed or chose, by `answerKey`; the cart's saved answers fill the rest.
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(new Map());
  const [isContinuing, setContinuing] = useState(false);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [isMissingShown, setMissingShown] = useState(false);
  // What stops the checkout takes the focus, so a keyboard or screen reader user hears it there.
  const problemSummary = useFocusWhenShown<HTMLDivElement>();

  if (!user || !cartArgs || (cart.isLoading && !basket.isLoaded)) return <LoadingIndicator />;

  const ownerId = basket.selectedUserId ?? user.id;
  const party = partyOf(user, basket.selectedUserId);
  const places = basket.items.filter(needsAttendeeDetails);
  const firstNameOf = (id: number) =>
    party.find((person) => person.id === id)?.firstName ?? (id === user.id ? user.firstName : null);
  const answerOf = (item: CartItem, attendeeId: number, question: ItemQuestion): string =>
    drafts.get(answerKey(item, attendeeId, question)) ?? question.answer ?? '';

  const setAgreement = (key: string, isAgreed: boolean) => {
    setProblems([]);
    setAgreed((current) => {
      const next = new Set(current);
      if (isAgreed) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const setAnswer = (key: string, value: string) => {
    setProblems([]);
    setDrafts((current) => new Map(current).set(key, value));
  };

  /** Every answer given (not blank), for each place's attendee, trimmed as the API keeps it. */
  const answersGiven = (): AnswerCartQuestionsBody['answers'] =>
    places.flatMap((item) => {
      const attendeeId = attendeeIdOf(item, ownerId);
      return item.questions
        .map((question) => ({
          cartItemId: item.id,
          questionId: question.id,
          answer: answerOf(item, attendeeId, question).trim(),
        }))
        .filter((answer) => answer.answer !== '');
    });

  const continueToCheckout = async () => {
    setProblems([]);
    setContinuing(true);
    try {
      // The answers first, in one call: they are kept for each place's attendee.
      const answers = answersGiven();
      if (answers.length > 0) {
        const saved =
          basket.cartId === null
            ? null
            : await answerQuestions({
                cartId: basket.cartId,
                body: { answers, selectedUserId: basket.selectedUserId },
              });
        if (!saved || 'error' in saved) {
          dispatch(addToast({ content: answersNotSavedCopy, type: 'danger' }));
          return;
        }
      }

      // Each person's waiver once, however many of their places need it.
      const waivers = new Map<string, { restrictionId: number; userId: number; version: number }>();
      for (const item of places) {
        const userId = attendeeIdOf(item, ownerId);
        if (!item.waiver || item.waiver.signed || !agreed.has(agreementKey(item, userId))) continue;
        const { restrictionId, version } = item.waiver;
        waivers.set(`${restrictionId}:${userId}`, { restrictionId, userId, version });
      }
      if (waivers.size > 0) {
        const signed = await signWaivers({
          waivers: [...waivers.values()].map((waiver) => ({ ...waiver, accepted: true as const })),
          selectedUserId: basket.selectedUserId,
        });
        if ('error' in signed) {
          if (isApiError(signed.error)) dispatch(failureToast(signed.error));
          return;
        }
      }
      const refreshed = await dispatch(
        getCartApi.endpoints.getCart.initiate(cartArgs, { forceRefetch: true, subscribe: false }),
      );
      if (!refreshed.data) {
        if (isApiError(refreshed.error)) dispatch(failureToast(refreshed.error));
        return;
      }
      const cart = refreshed.data;
      // A required question is unanswered when the basket says so, or when its box shows blank.
      const isAnswerMissing = cart.items.some((item) => {
        const attendeeId = attendeeIdOf(item, cart.selectedUserId ?? user.id);
        return item.questions.some(
          (question) =>
            question.isRequired &&
            (isBlankAnswer(question.answer) || isBlankAnswer(answerOf(item, attendeeId, question))),
        );
      });
      const found = [
        ...(cart.attendeeWaiversRequired ? [agreeToEveryWaiverCopy] : []),
        ...(isAnswerMissing ? [answerRequiredQuestionsCopy] : []),
      ];
      setMissingShown(isAnswerMissing);
      if (found.length > 0 || needsAttendeesPage(cart)) {
        setProblems(found.length > 0 ? found : [agreeToEveryWaiverCopy]);
        problemSummary.focus();
        return;
      }
      void navigate(paths.checkout.build());
    } finally {
      setContinuing(false);
    }
  };

  return (
    <section className="lido-screen lido-attendees">
      <h1>{attendeesHeading}</h1>
      <HoldNotices />
      {isApiError(cart.error) && !basket.isLoaded ? (
        <p role="alert">{errorCopy(cart.error)}</p>
      ) : null}
      {basket.isLoaded && basket.items.length === 0 ? (
        <>
          <p>Your basket is empty.</p>
          <ButtonLink to={paths.redirectToSelectedVenue.build()}>Book an activity</ButtonLink>
        </>
      ) : null}
      {basket.items.length > 0 ? (
        <>
          <p className="lido-introduction">
            {places.length > 0
              ? 'Choose who is going to each place, then agree to its waiver and answer its questions for them. A person agrees to each waiver once.'
              : 'No place in your basket needs a waiver or answers.'}
          </p>
          {places.length > 0 ? (
            <ol className="lido-attendees__places" aria-label="Places needing details">
              {places.map((item) => {
                const attendeeId = attendeeIdOf(item, ownerId);
                const key = agreementKey(item, attendeeId);
                return (
                  <AttendeePlace
                    key={item.id}
                    item={item}
                    waiver={item.waiver}
                    attendeeId={attendeeId}
                    knownFirstName={firstNameOf(attendeeId)}
                    party={party}
                    selectedUserId={basket.selectedUserId}
                    isAgreed={agreed.has(key)}
                    onAgreedChange={(isAgreed) => setAgreement(key, isAgreed)}
                    answerOf={(question) => answerOf(item, attendeeId, question)}
                    onAnswer={(question, value) =>
                      setAnswer(answerKey(item, attendeeId, question), value)
                    }
                    isMissingShown={isMissingShown}
                  />
                );
              })}
            </ol>
          ) : null}
          {problems.length > 0 ? (
            <div
              ref={problemSummary.ref}
              tabIndex={-1}
              role="alert"
              className="lido-attendees__problem"
            >
              {problems.map((problem) => (
                <p key={problem}>{problem}</p>
              ))}
            </div>
          ) : null}
          <div className="lido-attendees__buttons">
            <ButtonLink variant="secondary" to={paths.basket.build()}>
              Back to basket
            </ButtonLink>
            <Button
              size="lg"
              // Busy, not disabled, while it saves: a failure's toast leaves the focus here.
              isBusy={isContinuing}
              disabled={basket.status.addingToCart || basket.status.removingFromCart}
              onClick={() => void continueToCheckout()}
            >
              Continue to checkout
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
