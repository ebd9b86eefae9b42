import type { FormEvent } from 'react';
import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { useEmailDeskReceiptMutation } from '../api/desk-checkout';

/**
 * Emails the receipt: to the customer's own address when the field is left empty, or to the
 * address typed (a walk-in has none of their own).
 */
export function ReceiptEmailForm({ orderId, isWalkIn }: { orderId: number; isWalkIn: boolean }) {
  const [email, setEmail] = useState('');
  const [send, sending] = useEmailDeskReceiptMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSend = async (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    setError(null);
    const result = await send({ id: orderId, email: email.trim() === '' ? null : email.trim() });
    if ('error' in result) {
      if (isApiError(result.error)) {
        setError(result.error.fieldErrors.email?.[0] ?? errorCopy(result.error));
      }
      return;
    }
    setSent(result.data.message);
  };

  return (
    <form
      className="lido-form lido-desk-receipt-email"
      aria-label="Email the receipt"
      noValidate
      onSubmit={(event) => void onSend(event)}
    >
      <FormField
        id="desk-receipt-email"
        label={isWalkIn ? 'Email address' : 'Email address (leave empty for the customer’s own)'}
        type="email"
        autoComplete="off"
        value={email}
        error={error ?? undefined}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={sending.isLoading}>
        Email receipt
      </Button>
      <p role="status">{sent}</p>
    </form>
  );
}
