import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useAppSelector } from '../../../app/store-hooks';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { selectCartStatus } from '../../basket/basket.slice';
import type { CheckoutValues } from '../checkout-schema';
import { cardFields, checkoutSchema } from '../checkout-schema';
import type { PaymentInput } from '../payment-flow';
import type { PaymentState } from '../payment.slice';

export interface BillingDefaults {
  firstName: string;
  lastName: string;
  billingAddressLine1: string;
  billingAddressLine2: string;
  billingCity: string;
  billingPostcode: string;
}

interface CheckoutFormProps {
  defaults: BillingDefaults;
  /** The amount to pay, formatted (`£12.85`); a free basket needs no card. */
  amount: string;
  isFree: boolean;
  savedCard: PaymentState['savedCard'];
  /** The card form can be used: a payment session is ready (or none is needed). */
  isReady: boolean;
  /** Pays; resolves with the card fields the provider refused, to show beside them. */
  onPay: (input: PaymentInput) => Promise<Record<string, string[]> | null>;
  /** Why the last payment failed (a declined card, …), shown by the card form; null for none. */
  failure: string | null;
  /** The customer changed something in the form: the failure has been seen to. */
  onEdit: () => void;
}

/** Billing details, the provider's card form or the saved card, the terms and the Pay button. */
export function CheckoutForm({
  defaults,
  amount,
  isFree,
  savedCard,
  isReady,
  onPay,
  failure,
  onEdit,
}: CheckoutFormProps) {
  const failureId = useId();
  const { paymentProcessing } = useAppSelector(selectCartStatus);
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutSchema({ needsCard: !isFree })),
    defaultValues: {
      ...defaults,
      cardChoice: savedCard ? 'saved' : 'new',
      cardholderName: '',
      cardNumber: '',
      expiryDate: '',
      securityCode: '',
      saveCard: false,
      terms: false,
    },
  });
  const { errors } = form.formState;
  const cardChoice = form.watch('cardChoice');
  const usesNewCard = !isFree && cardChoice === 'new';

  // A failure stays until the customer changes a field (or pays again), not for a few seconds.
  useEffect(() => {
    if (failure === null) return undefined;
    const subscription = form.watch(() => onEdit());
    return () => subscription.unsubscribe();
  }, [form, failure, onEdit]);

  const onSubmit = async (values: CheckoutValues) => {
    const cardFieldErrors = await onPay({
      billing: {
        billingFirstName: values.firstName,
        billingLastName: values.lastName,
        billingAddressLineOne: values.billingAddressLine1,
        billingAddressLineTwo: values.billingAddressLine2,
        billingCity: values.billingCity,
        billingPostcode: values.billingPostcode,
      },
      card: usesNewCard
        ? {
            cardholderName: values.cardholderName,
            cardNumber: values.cardNumber.replace(/\s+/g, ''),
            expiryDate: values.expiryDate.replace(/\D/g, ''),
            securityCode: values.securityCode,
          }
        : null,
      saveCard: usesNewCard && values.saveCard,
    });
    if (!cardFieldErrors) return;
    let isFirst = true;
    for (const field of cardFields) {
      const [message] = cardFieldErrors[field] ?? [];
      if (!message) continue;
      form.setError(field, { type: 'server', message }, { shouldFocus: isFirst });
      isFirst = false;
    }
  };

  return (
    <form
      className="lido-checkout__form"
      aria-label="Checkout"
      aria-describedby={failure ? failureId : undefined}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <fieldset className="lido-checkout__section">
        <legend>Billing details</legend>
        <FormField
          id="first-name"
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          id="last-name"
          label="Last name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <FormField
          id="billing-address-line-1"
          label="Address line 1"
          autoComplete="address-line1"
          error={errors.billingAddressLine1?.message}
          {...form.register('billingAddressLine1')}
        />
        <FormField
          id="billing-address-line-2"
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          error={errors.billingAddressLine2?.message}
          {...form.register('billingAddressLine2')}
        />
        <FormField
          id="billing-city"
          label="Town or city"
          autoComplete="address-level2"
          error={errors.billingCity?.message}
          {...form.register('billingCity')}
        />
        <FormField
          id="billing-postcode"
          label="Postcode"
          autoComplete="postal-code"
          error={errors.billingPostcode?.message}
          {...form.register('billingPostcode')}
        />
      </fieldset>

      {isFree ? null : (
        <fieldset className="lido-checkout__section" data-testid="card-form">
          <legend>Card details</legend>
          {savedCard ? (
            <div className="lido-checkout__choice" role="radiogroup" aria-label="Pay with">
              <label>
                <input type="radio" value="saved" {...form.register('cardChoice')} />
                Saved card: {savedCard.cardType} ending {savedCard.lastFourDigits} (expires{' '}
                {savedCard.expiryDate.slice(0, 2)}/{savedCard.expiryDate.slice(2)})
              </label>
              <label>
                <input type="radio" value="new" {...form.register('cardChoice')} />A new card
              </label>
            </div>
          ) : null}
          {usesNewCard ? (
            <>
              <FormField
                id="cardholder-name"
                label="Name on card"
                autoComplete="cc-name"
                error={errors.cardholderName?.message}
                {...form.register('cardholderName')}
              />
              <FormField
                id="card-number"
                label="Card number"
                inputMode="numeric"
                autoComplete="cc-number"
                error={errors.cardNumber?.message}
                {...form.register('cardNumber')}
              />
              <FormField
                id="expiry-date"
                label="Expiry date (MMYY)"
                inputMode="numeric"
                autoComplete="cc-exp"
                maxLength={5}
                error={errors.expiryDate?.message}
                {...form.register('expiryDate')}
              />
              <FormField
                id="security-code"
                label="Security code"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                error={errors.securityCode?.message}
                {...form.register('securityCode')}
              />
              <label className="lido-checkout__check">
                <input type="checkbox" {...form.register('saveCard')} />
                Save this card for next time
              </label>
            </>
          ) : null}
        </fieldset>
      )}

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

      <div className="lido-checkout__section">
        <label className="lido-checkout__check">
          <input
            type="checkbox"
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'terms-error' : undefined}
            {...form.register('terms')}
          />
          I accept the terms and conditions
        </label>
        {errors.terms ? (
          <p id="terms-error" className="lido-field__error">
            {errors.terms.message}
          </p>
        ) : null}
      </div>

      <Button
        type="submit"
        size="lg"
        isFullWidth
        disabled={!isReady || paymentProcessing}
        aria-busy={paymentProcessing || undefined}
        data-testid="pay"
      >
        {paymentProcessing ? 'Processing payment…' : isFree ? 'Confirm booking' : `Pay ${amount}`}
      </Button>
    </form>
  );
}
