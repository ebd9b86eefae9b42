import { type FormEvent, useId, useState } from 'react';
import type { TicketSession as WireTicketSession } from '@lido/contract';
import './ticket-discount-form.css';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import type { Camelized } from '../../../shared/lib/case-keys';
import { isApiError } from '../../../shared/lib/request-state';
import { failureToast } from '../../../shared/state/failure-toast';
import { usePriceTicketsForMutation } from '../api/price-tickets-for';
import { discountRemoved, discountSaved, selectTicketDiscounts } from '../ticket-discounts.slice';

interface TicketDiscountFormProps {
  /** The drop-in session as the timetable has it from the API. */
  session: Camelized<WireTicketSession>;
  venueSlug: string;
  activitySlug: string;
}

/**
 * A ticket at another customer's price: a family lead (or staff) picks the ticket type, enters
 * that person's customer reference and applies it; the ticket is then added at their price. A
 * refusal shows the server's sentence.
 */
export function TicketDiscountForm({ session, venueSlug, activitySlug }: TicketDiscountFormProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [priceTicketsFor, pricing] = usePriceTicketsForMutation();
  const [optionId, setOptionId] = useState(session.ticketTypes[0]?.pricingOptionId ?? 0);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const discounts = useAppSelector(selectTicketDiscounts);
  const applied = Object.values(discounts).filter((d) => d.sessionId === session.id);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) {
      setError('Enter the customer reference.');
      return;
    }
    setError(null);
    const result = await priceTicketsFor({
      venueSlug,
      activitySlug,
      occurrenceId: session.id,
      reference: reference.trim(),
    });
    if ('error' in result) {
      if (isApiError(result.error)) dispatch(failureToast(result.error));
      return;
    }
    const { customer, tickets } = result.data;
    const ticket = tickets.find((candidate) => candidate.pricingOption.id === optionId);
    if (!customer || !ticket) return;
    dispatch(
      discountSaved({
        customerId: customer.id,
        reference: customer.reference,
        firstName: customer.firstName,
        sessionId: session.id,
        pricingOptionId: optionId,
        ticketName: ticket.pricingOption.name,
        formattedPrice: ticket.price.formatted,
      }),
    );
    setReference('');
  };

  return (
    <details className="lido-discount">
      <summary>Ticket discount</summary>
      <form className="lido-discount__form" onSubmit={(event) => void onSubmit(event)}>
        <div className="lido-field">
          <label htmlFor={`${id}-ticket`}>Ticket</label>
          <select
            id={`${id}-ticket`}
            value={optionId}
            onChange={(event) => setOptionId(Number(event.target.value))}
          >
            {session.ticketTypes.map((type) => (
              <option key={type.id} value={type.pricingOptionId}>
                {type.name}
              </option>
            ))}
          </select>
        </div>
        <FormField
          id={`${id}-reference`}
          label="Customer reference"
          autoComplete="off"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" variant="secondary" size="sm" disabled={pricing.isLoading}>
          Apply discount
        </Button>
      </form>
      <ul className="lido-discount__applied" aria-live="polite">
        {applied.map((discount) => (
          <li key={discount.customerId}>
            {discount.ticketName} ticket for {discount.firstName}: {discount.formattedPrice}
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove the discount for ${discount.firstName}`}
              onClick={() => dispatch(discountRemoved(discount.customerId))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
