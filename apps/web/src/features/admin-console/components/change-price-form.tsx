import { useEffect, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { newIdempotencyKey } from '../../../shared/lib/card-payment';
import { useChangePriceMutation } from '../api/change-price';
import type { ListedPrice } from '../api/get-price-lists';
import { fieldMessagesOf } from '../field-messages';
import { pencePayload, type PriceField, priceValuesOf } from '../price-values';

export const priceNotChangedCopy = 'The price was not changed: see the messages by the fields.';

/** The API's fields, as the app names them, that the form's stand for. */
type ApiField = 'pricePence' | 'memberPricePence';

/**
 * A price and its member price, changed in their row, typed in pounds and sent as pence (an
 * empty member price lets members pay the price).
 */
export function ChangePriceForm({
  venueSlug,
  activity,
  price,
  onDone,
  onCancel,
}: {
  venueSlug: string;
  activity: string;
  price: ListedPrice;
  onDone: (price: ListedPrice) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => priceValuesOf(price));
  const [errors, setErrors] = useState<Partial<Record<PriceField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // One key per change meant: a retry after a lost answer changes it once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [changePrice, changing] = useChangePriceMutation();
  const idOf = (field: PriceField) => `price-${price.id}-${field}`;
  const priceId = idOf('price');
  useEffect(() => {
    document.getElementById(priceId)?.focus();
  }, [priceId]);
  const field = (name: PriceField) => ({
    id: idOf(name),
    value: values[name],
    error: errors[name],
    inputMode: 'decimal' as const,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((before) => ({ ...before, [name]: value }));
      setIdempotencyKey(newIdempotencyKey());
    },
  });

  return (
    <form
      className="lido-prices__change"
      aria-label={`Change ${activity}: ${price.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        const typed = pencePayload(values);
        if ('errors' in typed) {
          setErrors(typed.errors);
          setFailure(priceNotChangedCopy);
          return;
        }
        setErrors({});
        void changePrice({
          venueSlug,
          priceId: price.id,
          changes: typed.pence,
          idempotencyKey,
        }).then((result) => {
          if ('error' in result) {
            const byApiField = fieldMessagesOf<ApiField>(result.error);
            const byField: Partial<Record<PriceField, string>> = {
              price: byApiField.pricePence,
              memberPrice: byApiField.memberPricePence,
            };
            const shown = Object.values(byField).some(Boolean);
            setErrors(byField);
            setFailure(shown ? priceNotChangedCopy : errorCopyOf(result.error));
            return;
          }
          onDone(result.data);
        });
      }}
    >
      <FormField {...field('price')} label="Price in pounds" hint="Such as 5.50" />
      <FormField
        {...field('memberPrice')}
        label="Member price in pounds"
        hint="Empty: members pay the price"
      />
      {failure ? (
        <p className="lido-form__problem" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="lido-form__actions">
        <Button type="submit" size="sm" disabled={changing.isLoading}>
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
