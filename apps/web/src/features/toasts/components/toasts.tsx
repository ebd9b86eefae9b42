import { useEffect, useState } from 'react';
import { Link } from '../../../shared/components/link';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import type { Toast } from '../../../shared/state/toasts.slice';
import { removeToast, selectToasts } from '../../../shared/state/toasts.slice';
import './toasts.css';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const { id, closeAfter, action } = toast;
  // Pointed at or focused, a toast stays (its time starts again after): its link can be reached.
  const [isHeld, setHeld] = useState(false);
  const release = () => setHeld(false);

  useEffect(() => {
    if (closeAfter === null || isHeld) return undefined;
    const timer = window.setTimeout(() => dispatch(removeToast(id)), closeAfter);
    return () => window.clearTimeout(timer);
  }, [dispatch, id, closeAfter, isHeld]);

  // Failures interrupt (alert); everything else waits for a pause in speech (status).
  const role = toast.type === 'danger' ? 'alert' : 'status';

  return (
    <div
      className={`lido-toast lido-toast--${toast.type}`}
      role={role}
      data-testid="toast"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={release}
      onFocus={() => setHeld(true)}
      onBlur={release}
    >
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
        {action ? (
          <Link
            className="lido-toast__action"
            to={action.to}
            onClick={() => dispatch(removeToast(id))}
          >
            {action.label}
          </Link>
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
