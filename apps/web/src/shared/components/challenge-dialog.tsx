import { CHALLENGE_RESULT_MESSAGE } from '@lido/contract';
import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { ModalDialog } from './modal-dialog';
import { useGetTransactionQuery } from '../api/get-transaction';
import './card-payment.css';

/** How often the checkout asks for the transaction's status while the challenge is open. */
export const challengePollMs = 2000;

export type ChallengeResult = 'Authorised' | 'Declined' | 'Cancelled';

interface ChallengeMessage {
  type: typeof CHALLENGE_RESULT_MESSAGE;
  transaction_uuid: string;
  transaction_status: string;
}

function isChallengeMessage(data: unknown): data is ChallengeMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === CHALLENGE_RESULT_MESSAGE &&
    typeof (data as { transaction_uuid?: unknown }).transaction_uuid === 'string'
  );
}

function toResult(status: string | undefined): ChallengeResult | null {
  if (status === 'Authorised' || status === 'Completed') return 'Authorised';
  if (status === 'Declined') return 'Declined';
  return null;
}

interface ChallengeDialogProps {
  transactionUuid: string;
  /** Lido's page that loads the issuer's challenge. */
  scaUrl: string;
  /** Called once, with the issuer's answer or the customer's cancel. */
  onResult: (result: ChallengeResult) => void;
}

/**
 * The 3-D Secure challenge in a dialog. The page inside the iframe posts the issuer's answer to
 * this window; polling the transaction covers a message that never arrives.
 *
 * By keyboard: focus starts in the issuer's page (the iframe), Tab moves through its controls and
 * then back to the dialog's own Cancel payment, never behind the dialog. Escape cancels the
 * payment, which the checkout treats as a declined challenge.
 */
export function ChallengeDialog({ transactionUuid, scaUrl, onResult }: ChallengeDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const descriptionId = useId();
  const isSettledRef = useRef(false);

  const settle = useCallback(
    (result: ChallengeResult) => {
      if (isSettledRef.current) return;
      isSettledRef.current = true;
      onResult(result);
    },
    [onResult],
  );

  /**
   * Keys pressed inside the iframe go to its own document, not to the focus trap. A same-origin
   * page (Lido's hand-over page, the emulator's issuer) is listened to directly, on every page
   * load; a real issuer's page is another origin, which the browser keeps closed to us: there the
   * customer tabs out to Cancel payment.
   */
  const listenForEscapeInFrame = useCallback(() => {
    let frameDocument: Document | null = null;
    try {
      frameDocument = frameRef.current?.contentDocument ?? null;
    } catch {
      frameDocument = null;
    }
    frameDocument?.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') settle('Cancelled');
    });
  }, [settle]);

  // Listening from the commit that inserts the iframe, before its page can load and answer.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only Lido's own challenge page may answer.
      if (event.origin !== window.location.origin) return;
      if (!isChallengeMessage(event.data) || event.data.transaction_uuid !== transactionUuid) {
        return;
      }
      const result = toResult(event.data.transaction_status);
      if (result) settle(result);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [transactionUuid, settle]);

  const transaction = useGetTransactionQuery(transactionUuid, {
    pollingInterval: challengePollMs,
    skipPollingIfUnfocused: false,
  });
  const polledResult = toResult(transaction.data?.transactionStatus);
  useEffect(() => {
    if (polledResult) settle(polledResult);
  }, [polledResult, settle]);

  return (
    <ModalDialog
      className="lido-challenge"
      title="Confirm your payment"
      describedBy={descriptionId}
      onClose={() => settle('Cancelled')}
      closeLabel="Cancel payment"
      closeButtonRef={closeRef}
      afterDialog={
        /*
         * Tab from the last control in the issuer's page leaves the iframe for the next tab stop
         * in this document, which the trap cannot see coming: this one sends focus back to the top
         * of the dialog.
         */
        <span
          className="lido-challenge__wrap"
          tabIndex={0}
          data-testid="challenge-focus-wrap"
          onFocus={() => closeRef.current?.focus()}
        />
      }
    >
      <p id={descriptionId}>Your card issuer wants to check it is you. Follow its steps below.</p>
      <iframe
        ref={frameRef}
        className="lido-challenge__frame"
        title="Card issuer's security check"
        src={scaUrl}
        data-autofocus
        onLoad={listenForEscapeInFrame}
      />
    </ModalDialog>
  );
}
