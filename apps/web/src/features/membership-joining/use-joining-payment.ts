import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/store-hooks';
import type { ApiError } from '../../lib/request-state';
import { errorCopy, isApiError } from '../../lib/request-state';
import type { CardDetails } from '../checkout/api/create-card-identifier';
import type { Preparation } from '../checkout/api/prepare-checkout';
import { readBrowserDetails } from '../checkout/browser-details';
import { cardAuthorisation, identifyCard, newIdempotencyKey } from '../checkout/card-payment';
import { cardFields } from '../checkout/card-schema';
import type { ChallengeResult } from '../checkout/components/challenge-dialog';
import { useAuthoriseJoiningPaymentMutation } from './api/authorise-joining-payment';
import { useCompleteJoiningMutation } from './api/complete-joining';
import type { JoiningMembership } from './api/get-joining-membership';
import { usePrepareJoiningPaymentMutation } from './api/prepare-joining-payment';
import { joiningPaymentFailedCopy } from './joining-words';

// The first payment of a membership, as the checkout pays for a basket: a payment session
// (prepare) → the card identifier at the provider → authorise (maybe a 3-D Secure challenge) →
// complete. The state stays with the page rather than in the checkout's payment slice, which
// follows the basket's payment. A failure after the card form ends the payment session, so the
// next attempt prepares a fresh one; card details the provider refused are shown beside their
// fields and keep the session.

export interface JoiningPaymentInput {
  /** A new card's details; null pays with the saved card. */
  card: CardDetails | null;
  saveCard: boolean;
}

export interface OpenChallenge {
  transactionUuid: string;
  scaUrl: string;
}

const failureCopy = (error: ApiError | null) =>
  error ? errorCopy(error, { fallback: joiningPaymentFailedCopy }) : joiningPaymentFailedCopy;

export function useJoiningPayment(
  membershipId: number,
  /** Something to pay: without it there is no card, and the membership starts as it is. */
  needsCard: boolean,
  onJoined: (membership: JoiningMembership) => void,
) {
  const dispatch = useAppDispatch();
  const [prepare, preparation] = usePrepareJoiningPaymentMutation();
  const [authorise] = useAuthoriseJoiningPaymentMutation();
  const [complete] = useCompleteJoiningMutation();
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
    void prepare(membershipId)
      .then((result) => {
        if (!('data' in result) || !result.data) return;
        const prepared = result.data;
        setSession(prepared);
        setSavedCard((known) => (known === undefined ? prepared.savedCard : known));
      })
      .finally(() => {
        isPreparingRef.current = false;
      });
  }, [prepare, membershipId]);

  const needsSession = needsCard && session === null && !isPaying;
  useEffect(() => {
    if (needsSession && !preparation.isError) startSession();
  }, [needsSession, preparation.isError, startSession]);

  /** Ends the attempt: the reason by the card form, and a fresh session for the next one. */
  const fail = useCallback((error: ApiError | null) => {
    setChallenge(null);
    setSession(null);
    setPaying(false);
    setFailure(failureCopy(error));
  }, []);

  const finish = useCallback(
    async (transactionUuid: string | null) => {
      const completed = await complete({
        membershipId,
        transactionUuid,
        idempotencyKey: newIdempotencyKey(),
      });
      if ('data' in completed && completed.data) {
        setChallenge(null);
        onJoined(completed.data);
        return;
      }
      fail(isApiError(completed.error) ? completed.error : null);
    },
    [complete, membershipId, onJoined, fail],
  );

  /** Pays; resolves with the card fields the provider refused, for the form to show by them. */
  const pay = async (input: JoiningPaymentInput): Promise<ApiError | null> => {
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

    const authorised = await authorise({
      membershipId,
      body: {
        ...cardAuthorisation(input.card, cardIdentifier, input.saveCard, session.savedCard),
        sessionKey: session.sessionKey,
        ...readBrowserDetails(),
      },
      idempotencyKey: newIdempotencyKey(),
    });
    if (!('data' in authorised) || !authorised.data) {
      fail(isApiError(authorised.error) ? authorised.error : null);
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

  /** A first payment of nothing: the membership starts without a card. */
  const startWithoutCard = async () => {
    setFailure(null);
    setPaying(true);
    await finish(null);
  };

  return {
    session,
    /** Undefined until the first session has said whether the customer has a saved card. */
    savedCard,
    /** Why no payment session could be had (nothing to pay, payments unavailable). */
    prepareError: preparation.isError && session === null ? preparation.error : null,
    retrySession: () => {
      preparation.reset();
      startSession();
    },
    isPaying,
    failure,
    clearFailure: useCallback(() => setFailure(null), []),
    challenge,
    onChallengeResult,
    pay,
    startWithoutCard,
  };
}
