import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { ApiError } from '../../../lib/request-state';
import type { Preparation } from '../api/prepare-checkout';
import type { CardValues } from '../card-schema';
import {
  cardFields,
  cardValuesShape,
  checkNewCard,
  emptyCardValues,
  newCardDetails,
} from '../card-schema';
import { CardFields } from './card-fields';
import type { CardPaymentInput } from '../use-card-payment';

const cardSchema = z.object(cardValuesShape).superRefine(checkNewCard);

interface CardPaymentFormProps {
  /** What is paid, formatted (`£22.00`), on the Pay button. */
  amount: string;
  savedCard: Preparation['savedCard'];
  /** A payment session is ready for the card form. */
  isReady: boolean;
  isPaying: boolean;
  /** Pays; resolves with the provider's refusal of the card details, to show by the fields. */
  onPay: (input: CardPaymentInput) => Promise<ApiError | null>;
  /** Why the last attempt failed (a declined card, …); null for none. */
  failure: string | null;
  /** The customer changed something in the form: the failure has been seen to. */
  onEdit: () => void;
}

/**
 * The checkout's card form (saved card or a new one) and a Pay button, for a payment that is not
 * the basket's (a membership's first payment, arrears).
 */
export function CardPaymentForm({
  amount,
  savedCard,
  isReady,
  isPaying,
  onPay,
  failure,
  onEdit,
}: CardPaymentFormProps) {
  const failureId = useId();
  const form = useForm<CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: emptyCardValues(savedCard !== null),
  });
  const { errors } = form.formState;
  const usesNewCard = form.watch('cardChoice') === 'new';

  // A failure stays until the customer changes a field (or pays again), as at the checkout.
  useEffect(() => {
    if (failure === null) return undefined;
    const subscription = form.watch(() => onEdit());
    return () => subscription.unsubscribe();
  }, [form, failure, onEdit]);

  const onSubmit = async (values: CardValues) => {
    const refusal = await onPay({
      card: usesNewCard ? newCardDetails(values) : null,
      saveCard: usesNewCard && values.saveCard,
    });
    if (refusal) applyServerFieldErrors(refusal, cardFields, form.setError);
  };

  return (
    <form
      className="lido-checkout__form"
      aria-label="Pay by card"
      aria-describedby={failure ? failureId : undefined}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <CardFields
        savedCard={savedCard}
        usesNewCard={usesNewCard}
        register={(name) => form.register(name)}
        errors={{
          cardholderName: errors.cardholderName?.message,
          cardNumber: errors.cardNumber?.message,
          expiryDate: errors.expiryDate?.message,
          securityCode: errors.securityCode?.message,
        }}
      />
      {failure ? (
        <p
          id={failureId}
          role="alert"
          className="lido-checkout__failure"
          data-testid="payment-failure"
        >
          {failure}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        isFullWidth
        disabled={!isReady || isPaying}
        aria-busy={isPaying || undefined}
        data-testid="pay"
      >
        {isPaying ? 'Processing payment…' : `Pay ${amount}`}
      </Button>
    </form>
  );
}
