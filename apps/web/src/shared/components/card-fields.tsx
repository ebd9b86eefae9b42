import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field';
import type { Preparation } from '../api/prepare-checkout';
import type { CardValues } from '../lib/card-schema';
import './card-payment.css';

type CardFieldName = keyof CardValues;

interface CardFieldsProps {
  /** The customer's saved card, offered first; null when they have none. */
  savedCard: Preparation['savedCard'];
  /** A new card is chosen (or there is no saved card): its fields show. */
  usesNewCard: boolean;
  /** The form's `register`, for the card's fields only (the form may hold others). */
  register: (name: CardFieldName) => UseFormRegisterReturn<CardFieldName>;
  /** The form's errors: each new-card field's, from its checks or the provider's refusal. */
  errors: FieldErrors<CardValues>;
  /** A card can be kept for next time: not for a visitor without an account to keep it in. */
  canSaveCard?: boolean;
}

/**
 * The card part of a payment form: the saved card or a new one, and a new card's details, which
 * go only to the provider (never to Lido's API). Shared by the checkout and online joining.
 */
export function CardFields({
  savedCard,
  usesNewCard,
  register,
  errors,
  canSaveCard = true,
}: CardFieldsProps) {
  return (
    <fieldset className="lido-checkout__section" data-testid="card-form">
      <legend>Card details</legend>
      {savedCard ? (
        <div className="lido-checkout__choice" role="radiogroup" aria-label="Pay with">
          <label>
            <input type="radio" value="saved" {...register('cardChoice')} />
            Saved card: {savedCard.cardType} ending {savedCard.lastFourDigits} (expires{' '}
            {savedCard.expiryDate.slice(0, 2)}/{savedCard.expiryDate.slice(2)})
          </label>
          <label>
            <input type="radio" value="new" {...register('cardChoice')} />A new card
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
            {...register('cardholderName')}
          />
          <FormField
            id="card-number"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            error={errors.cardNumber?.message}
            {...register('cardNumber')}
          />
          <FormField
            id="expiry-date"
            label="Expiry date (MMYY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={5}
            error={errors.expiryDate?.message}
            {...register('expiryDate')}
          />
          <FormField
            id="security-code"
            label="Security code"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            error={errors.securityCode?.message}
            {...register('securityCode')}
          />
          {canSaveCard ? (
            <label className="lido-checkout__check">
              <input type="checkbox" {...register('saveCard')} />
              Save this card for next time
            </label>
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
