import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { Button, buttonClassName } from '../../../shared/components/button';
import { selectIsKiosk } from '../../../shared/state/session.slice';
import { useGetClientQuery } from '../../../shared/api/get-client';
import { readConsentChoice, writeConsentChoice, type ConsentChoice } from '../consent-choice';
import { loadTagManager, validTagManagerIds, withdrawTagManagerConsent } from '../tag-manager';
import './cookie-consent.css';

const currentChoice: Record<ConsentChoice, string> = {
  accepted: 'At the moment you accept analytics cookies.',
  rejected: 'At the moment you reject analytics cookies.',
};

/**
 * Asks the visitor about analytics cookies where the operator has a tag manager, and loads it only
 * once they accept. UK PECR, as the ICO explains it: nothing non-essential is set before consent,
 * rejecting is as prominent and as easy as accepting, and the answer can be changed at any time
 * ("Cookie settings" at the end of every page). Never on a kiosk: a shared device has no one
 * person to ask, and it runs no tags.
 *
 * The banner is the page's last region, held at the bottom of the screen while the visitor
 * scrolls (sticky, not fixed): at the end of the page it takes its own room, so everything on the
 * page can be scrolled into view above it, and it keeps no focus to itself.
 */
export function CookieConsent() {
  const isKiosk = useAppSelector(selectIsKiosk);
  const { data: client } = useGetClientQuery();
  const ids = useMemo(() => validTagManagerIds(client?.tagManagerIds ?? []), [client]);
  const [choice, setChoice] = useState<ConsentChoice | null>(readConsentChoice);
  const [isReopened, setIsReopened] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const settingsRef = useRef<HTMLButtonElement>(null);
  // The control that replaces the one just used takes the focus, so it is not lost to the page.
  const focusAfterRender = useRef<'banner' | 'settings' | null>(null);
  const isAsking = !isKiosk && ids.length > 0;
  const isBannerShown = choice === null || isReopened;

  useEffect(() => {
    if (isAsking && choice === 'accepted') loadTagManager(ids);
  }, [isAsking, choice, ids]);

  useEffect(() => {
    const target = focusAfterRender.current === 'banner' ? headingRef : settingsRef;
    if (focusAfterRender.current !== null) target.current?.focus();
    focusAfterRender.current = null;
  }, [isBannerShown]);

  if (!isAsking) return null;

  const choose = (answer: ConsentChoice) => {
    const isWithdrawal = choice === 'accepted' && answer === 'rejected';
    if (isWithdrawal) withdrawTagManagerConsent();
    writeConsentChoice(answer);
    setChoice(answer);
    setIsReopened(false);
    setConfirmation(
      answer === 'accepted'
        ? 'You’ve accepted analytics cookies.'
        : isWithdrawal
          ? 'You’ve rejected analytics cookies. Tags already running stop when you next load a page.'
          : 'You’ve rejected analytics cookies.',
    );
    focusAfterRender.current = 'settings';
  };

  const reopen = () => {
    setIsReopened(true);
    setConfirmation('');
    focusAfterRender.current = 'banner';
  };

  return (
    <section
      className={isBannerShown ? 'lido-consent lido-consent--asking' : 'lido-consent'}
      aria-label="Cookies"
    >
      <div className="lido-consent__inner">
        <p className="lido-consent__confirmation" role="status">
          {confirmation}
        </p>
        {isBannerShown ? (
          <>
            <h2 className="lido-consent__heading" ref={headingRef} tabIndex={-1}>
              Cookies on {client?.name}
            </h2>
            <p>
              We use some essential cookies to make this site work. We’d also like to use analytics
              cookies, set through Google Tag Manager, to understand how people use the site and
              improve it. We won’t set them unless you accept.
            </p>
            {choice === null ? null : (
              <p>
                {currentChoice[choice]}
                {choice === 'accepted'
                  ? ' If you reject them now, the tags stop when you next load a page.'
                  : null}
              </p>
            )}
            <div className="lido-consent__actions">
              <Button size="lg" onClick={() => choose('accepted')}>
                Accept analytics cookies
              </Button>
              <Button size="lg" onClick={() => choose('rejected')}>
                Reject analytics cookies
              </Button>
            </div>
          </>
        ) : (
          <button
            ref={settingsRef}
            type="button"
            className={buttonClassName({ variant: 'text' })}
            onClick={reopen}
          >
            Cookie settings
          </button>
        )}
      </div>
    </section>
  );
}
