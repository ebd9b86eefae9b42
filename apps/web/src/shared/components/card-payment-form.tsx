import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerFieldErrors } from '../lib/server-field-errors';
import type { ApiError } from '../lib/request-state';
import type { Preparation } from '../api/prepare-checkout';
import type { CardValues } from '../lib/card-schema';
import {
  cardFields,
  cardValuesShape,
  checkNewCard,
  emptyCardValues,
  newCardDetails,
} from '../lib/card-schema';
import { useClearFailureOnEdit } from '../hooks/use-clear-failure-on-edit';
import type { CardPaymentInput } from '../hooks/use-card-payment';
import { CardFields } from './card-fields';
import { PayButton } from './pay-button';
import { PaymentFailure } from './payment-failure';
import './card-payment.css';

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

  useClearFailureOnEdit(form, failure, onEdit);

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
        errors={errors}
      />
      <PaymentFailure id={failureId} failure={failure} />
      <PayButton isReady={isReady} isPaying={isPaying}>{`Pay ${amount}`}</PayButton>
    </form>
  );
}
