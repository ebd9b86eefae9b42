import { useCallback, useRef, useState } from 'react';

/**
 * A console row's Change button and the form drawn in its place. Closing the form puts focus
 * back on the button as it is drawn again (its ref), so the keyboard carries on from the row
 * whenever React commits the close, after an event or after the API answers.
 */
export function useChangeInRow() {
  const [isChanging, setIsChanging] = useState(false);
  const isClosing = useRef(false);
  const changeButtonRef = useCallback((button: HTMLButtonElement | null) => {
    if (button && isClosing.current) {
      isClosing.current = false;
      button.focus();
    }
  }, []);
  const open = useCallback(() => setIsChanging(true), []);
  const close = useCallback(() => {
    isClosing.current = true;
    setIsChanging(false);
  }, []);
  return { isChanging, open, close, changeButtonRef };
}
