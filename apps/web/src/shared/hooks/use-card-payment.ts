import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../lib/store-hooks';
import type { ApiError } from '../lib/request-state';
import { errorCopy, isApiError } from '../lib/request-state';
import type { Authorisation } from '../api/authorise-checkout';
import type { CardDetails } from '../api/create-card-identifier';
import type { Preparation } from '../api/prepare-checkout';
import { readBrowserDetails } from '../lib/browser-details';
import { cardAuthorisation, identifyCard, newIdempotencyKey } from '../lib/card-payment';
import { cardFields } from '../lib/card-schema';
import type { ChallengeResult } from '../components/challenge-dialog';

// A payment by card of something other than the basket (a membership's first payment, what a
// failed Direct Debit left owing), as the checkout pays for a basket: a payment session
// (prepare) → the card identifier at the provider → authorise (maybe a 3-D Secure challenge) →
// complete. The state stays with the page rather than in the checkout's payment slice, which
// follows the basket's payment. A failure after the card form ends the payment session, so the
// next attempt prepares a fresh one; card details the provider refused are shown beside their
// fields and keep the session.

export const cardPaymentFailedCopy = 'Your payment could not be taken, please try again.';

export interface CardPaymentInput {
  /** A new card's details; null pays with the saved card. */
  card: CardDetails | null;
  saveCard: boolean;
}

export interface OpenChallenge {
  transactionUuid: string;
  scaUrl: string;
}

type Answer<T> = { data: T } | { error: unknown };

/** The body of an authorise call, as every card payment's sends it. */
export type CardAuthorisationBody = ReturnType<typeof cardAuthorisation> & {
  sessionKey: string;
} & ReturnType<typeof readBrowserDetails>;

/** The three calls of one kind of card payment (RTK Query mutations' triggers, unwrapped). */
export interface CardPaymentSteps<Result> {
  prepare: () => Promise<Answer<Preparation>>;
  authorise: (
    body: CardAuthorisationBody,
    idempotencyKey: string,
  ) => Promise<Answer<Authorisation>>;
  /** Takes the authorised payment; `null` when there was nothing to pay by card. */
  complete: (transactionUuid: string | null, idempotencyKey: string) => Promise<Answer<Result>>;
}

const failureCopy = (error: ApiError | null) =>
  error ? errorCopy(error, { fallback: cardPaymentFailedCopy }) : cardPaymentFailedCopy;

const errorOf = (answer: Answer<unknown>): ApiError | null =>
  'error' in answer && isApiError(answer.error) ? answer.error : null;

export function useCardPayment<Result>(
  steps: CardPaymentSteps<Result>,
  /** Something to pay by card: without it there is no session, and `complete` is called alone. */
  needsCard: boolean,
  onPaid: (result: Result) => void,
) {
  const dispatch = useAppDispatch();
  // The steps are new functions on every render of the page: the latest are used.
  const stepsRef = useRef(steps);
  stepsRef.current = steps;
  const [prepareError, setPrepareError] = useState<unknown>(null);
  const [session, setSession] = useState<Preparation | null>(null);
  // The saved card as the first session named it: kept between sessions, so the card form (and
  // what the customer typed in it) stays as it is when a failed attempt ends its session.
  const [savedCard, setSavedCard] = useState<Preparation['savedCard'] | undefined>(undefined);
  const [isPaying, setPaying] = useState(false);
  const [challenge, setChallenge] = useState<OpenChallenge | null>(null);
  // Why the last attempt failed, shown by the card form until the customer changes something.
  const [failure, setFailure] = useState<string | null>(null);
  const isPreparingRef = useRef(false);

  const startSession = useCallback(() => {
    if (isPreparingRef.current) return;
    isPreparingRef.current = true;
    void stepsRef.current
      .prepare()
      .then((result) => {
        if (!('data' in result)) {
          setPrepareError(result.error);
          return;
        }
        setPrepareError(null);
        const prepared = result.data;
        setSession(prepared);
        setSavedCard((known) => (known === undefined ? prepared.savedCard : known));
      })
      .finally(() => {
        isPreparingRef.current = false;
      });
  }, []);

  const needsSession = needsCard && session === null && !isPaying;
  const hasPrepareError = prepareError !== null;
  useEffect(() => {
    if (needsSession && !hasPrepareError) startSession();
  }, [needsSession, hasPrepareError, startSession]);

  /** Ends the attempt: the reason by the card form, and a fresh session for the next one. */
  const fail = useCallback((error: ApiError | null) => {
    setChallenge(null);
    setSession(null);
    setPaying(false);
    setFailure(failureCopy(error));
  }, []);

  const finish = useCallback(
    async (transactionUuid: string | null) => {
      const completed = await stepsRef.current.complete(transactionUuid, newIdempotencyKey());
      if ('data' in completed) {
        setChallenge(null);
        onPaid(completed.data);
        return;
      }
      fail(errorOf(completed));
    },
    [onPaid, fail],
  );

  /** Pays; resolves with the card fields the provider refused, for the form to show by them. */
  const pay = async (input: CardPaymentInput): Promise<ApiError | null> => {
    if (!session) return null;
    setFailure(null);
    setPaying(true);

    let cardIdentifier: string | null = null;
    if (input.card) {
      const identified = await identifyCard(dispatch, session, input.card);
      if ('kind' in identified) {
        if (identified.kind === 'card') {
          setPaying(false);
          // A refusal naming no field of the form is said by the form instead.
          const { error } = identified;
          if (!cardFields.some((field) => error?.fieldErrors[field]?.length)) {
            setFailure(error?.validationMessages.join(' ') || failureCopy(error));
          }
          return error;
        }
        fail(identified.error);
        return null;
      }
      cardIdentifier = identified.cardIdentifier;
    }

    const authorised = await stepsRef.current.authorise(
      {
        ...cardAuthorisation(input.card, cardIdentifier, input.saveCard, session.savedCard),
        sessionKey: session.sessionKey,
        ...readBrowserDetails(),
      },
      newIdempotencyKey(),
    );
    if (!('data' in authorised)) {
      fail(errorOf(authorised));
      return null;
    }
    const { transactionStatus, transactionUuid, scaUrl } = authorised.data;
    if (transactionStatus === '3DAuth' && scaUrl) {
      setChallenge({ transactionUuid, scaUrl });
      return null;
    }
    if (transactionStatus === 'Authorised' || transactionStatus === 'Completed') {
      await finish(transactionUuid);
      return null;
    }
    fail(null);
    return null;
  };

  const onChallengeResult = useCallback(
    (result: ChallengeResult) => {
      const transactionUuid = challenge?.transactionUuid;
      if (result === 'Authorised' && transactionUuid) {
        void finish(transactionUuid);
        return;
      }
      fail(null);
    },
    [challenge, finish, fail],
  );

  /** Nothing to pay by card: completes without one. */
  const completeWithoutCard = async () => {
    setFailure(null);
    setPaying(true);
    await finish(null);
  };

  return {
    session,
    /** Undefined until the first session has said whether the customer has a saved card. */
    savedCard,
    /** Why no payment session could be had (nothing to pay, payments unavailable). */
    prepareError: session === null ? prepareError : null,
    retrySession: () => {
      setPrepareError(null);
      startSession();
    },
    isPaying,
    failure,
    clearFailure: useCallback(() => setFailure(null), []),
    challenge,
    onChallengeResult,
    pay,
    completeWithoutCard,
  };
}
