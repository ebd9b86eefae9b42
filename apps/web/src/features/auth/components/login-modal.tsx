import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { ModalDialog } from '../../../shared/components/modal-dialog';
import {
  closeModal,
  LOGIN_MODAL,
  selectLoginReason,
  selectOpenModalId,
} from '../../../shared/state/modals.slice';
import { clearLoginError } from '../../../shared/state/auth.slice';
import { LoginForm } from './login-form';

/** The LOGIN_MODAL dialog opened from the header's Log in button. */
export function LoginModal() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectOpenModalId) === LOGIN_MODAL;
  const reason = useAppSelector(selectLoginReason);
  const location = useLocation();

  const close = useCallback(() => {
    dispatch(closeModal());
    dispatch(clearLoginError());
  }, [dispatch]);

  if (!isOpen) return null;
  return (
    <ModalDialog title="Log in" onClose={close} onBackdropClick={close}>
      {reason ? <p className="lido-login__reason">{reason}</p> : null}
      {/* Signing in keeps the visitor on the page they were on (a timetable, the basket). */}
      <LoginForm
        onLoggedIn={() => dispatch(closeModal())}
        redirect={`${location.pathname}${location.search}`}
        onLeave={close}
      />
    </ModalDialog>
  );
}
