import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import type { Toast } from '../../../shared/state/toasts.slice';
import { removeToast, selectToasts } from '../../../shared/state/toasts.slice';
import './toasts.css';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const { id, closeAfter } = toast;

  useEffect(() => {
    if (closeAfter === null) return undefined;
    const timer = window.setTimeout(() => dispatch(removeToast(id)), closeAfter);
    return () => window.clearTimeout(timer);
  }, [dispatch, id, closeAfter]);

  // Failures interrupt (alert); everything else waits for a pause in speech (status).
  const role = toast.type === 'danger' ? 'alert' : 'status';

  return (
    <div className={`lido-toast lido-toast--${toast.type}`} role={role} data-testid="toast">
      <div className="lido-toast__body">
        <p className="lido-toast__content">{toast.content}</p>
        {toast.validationMessages.length > 0 ? (
          <>
            <p className="lido-toast__title">Validation errors</p>
            <ul className="lido-toast__list">
              {toast.validationMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <button
        type="button"
        className="lido-toast__close"
        aria-label="Dismiss notification"
        onClick={() => dispatch(removeToast(id))}
      >
        ×
      </button>
    </div>
  );
}

/**
 * A named region landmark, always present: a plain div may not carry aria-label (axe
 * aria-prohibited-attr), and toasts outside any landmark would be missed by landmark navigation.
 * Each toast is its own live region (alert or status).
 */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  return (
    <section className="lido-toasts" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}
