import { useCallback, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/store-hooks';
import { useFocusTrap } from '../../../lib/use-focus-trap';
import { closeModal, LOGIN_MODAL, selectOpenModalId } from '../../modals/modals.slice';
import { clearLoginError } from '../auth.slice';
import { LoginForm } from './login-form';
import './login-modal.css';

/** The LOGIN_MODAL dialog opened from the header's Log in button. */
export function LoginModal() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectOpenModalId) === LOGIN_MODAL;
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const location = useLocation();

  const close = useCallback(() => {
    dispatch(closeModal());
    dispatch(clearLoginError());
  }, [dispatch]);
  useFocusTrap(dialogRef, isOpen, close);

  if (!isOpen) return null;
  return (
    <div className="lido-modal">
      <div className="lido-modal__backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={dialogRef}
        className="lido-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="lido-modal__heading">
          <h2 id={titleId}>Log in</h2>
          <button type="button" className="lido-modal__close" aria-label="Close" onClick={close}>
            ×
          </button>
        </div>
        {/* Signing in keeps the visitor on the page they were on (a timetable, the basket). */}
        <LoginForm
          onLoggedIn={() => dispatch(closeModal())}
          redirect={`${location.pathname}${location.search}`}
          onLeave={close}
        />
      </div>
    </div>
  );
}
