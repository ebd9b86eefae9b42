import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { FormField } from '../../../shared/components/form-field';
import { selectCartStatus } from '../../../shared/state/basket.slice';
import { cardFields, emptyCardValues, newCardDetails } from '../../../shared/lib/card-schema';
import type { CheckoutValues } from '../checkout-schema';
import { checkoutSchema } from '../checkout-schema';
import type { PaymentInput } from '../payment-flow';
import type { PaymentState } from '../payment.slice';
import { useClearFailureOnEdit } from '../../../shared/hooks/use-clear-failure-on-edit';
import { CardFields } from '../../../shared/components/card-fields';
import { BeforeYouPay } from './before-you-pay';
import { PayButton } from '../../../shared/components/pay-button';
import { PaymentFailure } from '../../../shared/components/payment-failure';
import '../../../shared/components/card-payment.css';

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
  /** A signed-out visitor has no account to keep a card in. */
  canSaveCard?: boolean;
  /** Names the basket as it is (its item hash), so its policies are asked again when it changes. */
  basketKey: string;
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
  canSaveCard = true,
  basketKey,
}: CheckoutFormProps) {
  const failureId = useId();
  const { paymentProcessing } = useAppSelector(selectCartStatus);
  // Built once per kind of basket, not on every render (every keystroke renders the form).
  const schema = useMemo(() => checkoutSchema({ needsCard: !isFree }), [isFree]);
  const form = useForm<CheckoutValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...defaults, ...emptyCardValues(savedCard !== null), terms: false },
  });
  const { errors } = form.formState;
  const cardChoice = form.watch('cardChoice');
  const usesNewCard = !isFree && cardChoice === 'new';

  useClearFailureOnEdit(form, failure, onEdit);

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
      card: usesNewCard ? newCardDetails(values) : null,
      saveCard: canSaveCard && usesNewCard && values.saveCard,
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
      {/* The card's billing address: nothing to ask when there is no card to pay with. */}
      {isFree ? null : (
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
      )}

      {isFree ? null : (
        <CardFields
          savedCard={savedCard}
          usesNewCard={usesNewCard}
          register={(name) => form.register(name)}
          errors={errors}
          canSaveCard={canSaveCard}
        />
      )}

      <PaymentFailure id={failureId} failure={failure} />

      <div className="lido-checkout__section">
        <BeforeYouPay basketKey={basketKey} />
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

      <PayButton isReady={isReady} isPaying={paymentProcessing}>
        {isFree ? 'Confirm booking' : `Pay ${amount}`}
      </PayButton>
    </form>
  );
}
