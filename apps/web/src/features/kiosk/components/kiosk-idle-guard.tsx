import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { ModalDialog } from '../../../shared/components/modal-dialog';
import { paths } from '../../../shared/lib/paths';
import { useLogOutMutation } from '../../../shared/api/log-out';
import { selectIsLoggedIn } from '../../../shared/state/auth.slice';
import { useClearCartMutation } from '../../../shared/api/clear-cart';
import { selectBasketItemCount } from '../../../shared/state/basket.slice';
import {
  goToKioskHome,
  KIOSK_IDLE_MS,
  kioskInputEvents,
  signingOutLine,
  STILL_THERE_COUNTDOWN_S,
  stillThereTitle,
} from '../kiosk-idle';

/**
 * On a kiosk: after 80 seconds without input asks "Still there?" with a 10-second countdown; any
 * answer (or input) carries on, and at 90 seconds the customer is signed out, the basket is
 * emptied and the browser goes to the kiosk home, ready for the next person.
 */
export function KioskIdleGuard({ kioskHomeUrl }: { kioskHomeUrl: string | null }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const basketCount = useAppSelector(selectBasketItemCount);
  const [logOut] = useLogOutMutation();
  const [clearCart] = useClearCartMutation();
  const [lastInput, setLastInput] = useState(() => Date.now());
  // When "Still there?" was asked, or null while someone is using the kiosk.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  // What leaving does with the basket and session as they are when the countdown ends.
  const leave = async () => {
    if (basketCount > 0) await clearCart({});
    if (isLoggedIn) await logOut();
    goToKioskHome(kioskHomeUrl ?? paths.home.build());
  };
  const leaveRef = useRef(leave);
  leaveRef.current = leave;

  const stillHere = useCallback(() => setLastInput(Date.now()), []);

  useEffect(() => {
    const onInput = () => setLastInput(Date.now());
    for (const type of kioskInputEvents) {
      window.addEventListener(type, onInput, { capture: true, passive: true });
    }
    return () => {
      for (const type of kioskInputEvents) {
        window.removeEventListener(type, onInput, { capture: true });
      }
    };
  }, []);

  // Each input starts the quiet spell again (and answers the question if it is up). The times
  // count from the input itself, not from when this effect runs: effects run after a paint, and a
  // tab the browser throttled (or a test's clock) may paint late.
  useEffect(() => {
    setAskedAt(null);
    const askAt = lastInput + KIOSK_IDLE_MS - STILL_THERE_COUNTDOWN_S * 1000;
    const timer = setTimeout(() => setAskedAt(askAt), Math.max(0, askAt - Date.now()));
    return () => clearTimeout(timer);
  }, [lastInput]);

  useEffect(() => {
    if (askedAt === null) return undefined;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const leaveAt = askedAt + STILL_THERE_COUNTDOWN_S * 1000;
    const timeUp = setTimeout(() => void leaveRef.current(), Math.max(0, leaveAt - Date.now()));
    return () => {
      clearInterval(tick);
      clearTimeout(timeUp);
    };
  }, [askedAt]);

  const secondsLeft =
    askedAt === null
      ? null
      : Math.max(1, STILL_THERE_COUNTDOWN_S - Math.floor((now - askedAt) / 1000));
  if (secondsLeft === null) return null;
  return (
    <ModalDialog
      title={stillThereTitle}
      onClose={stillHere}
      role="alertdialog"
      describedBy="kiosk-still-there"
      hasCloseButton={false}
    >
      <p id="kiosk-still-there" aria-live="polite">
        {signingOutLine(secondsLeft)}
      </p>
      <Button size="lg" isFullWidth data-autofocus onClick={stillHere}>
        I&apos;m still here
      </Button>
    </ModalDialog>
  );
}
