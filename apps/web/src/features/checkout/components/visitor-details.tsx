import { zodResolver } from '@hookform/resolvers/zod';
import { EmailAddress, requiredText, VisitorPhone } from '@lido/contract';
import { useCallback, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { applyServerFieldErrors } from '../../../shared/lib/server-field-errors';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { LOGIN_MODAL, openModal } from '../../../shared/state/modals.slice';
import type { CheckoutVisitor } from '../api/get-checkout-visitor';
import { useSaveCheckoutVisitorMutation } from '../api/save-checkout-visitor';

// A signed-out visitor's first step at the checkout (issue 43): who is booking, before the card.
// Checked in the browser with the contract's own field rules, so the messages beside the fields
// are the ones the API would send; the API checks again, and says when a place needs an account.

const visitorSchema = z.object({
  firstName: requiredText('first name', 100),
  lastName: requiredText('last name', 100),
  email: EmailAddress,
  phone: VisitorPhone,
});

const visitorFields = ['firstName', 'lastName', 'email', 'phone'] as const;

export const yourDetailsHeading = 'Your details';
export const guestCheckoutHint =
  'No account needed: we email your confirmation, with a link to keep these bookings in an account if you want one.';

interface VisitorDetailsProps {
  /** The anonymous basket's uuid, under which the details are kept. */
  cartUuid: string;
  /** The details already given for this basket; null until they are. */
  saved: CheckoutVisitor | null;
}

/** "Your details" as a form, or once given, as one line with a way to change them. */
export function VisitorDetails({ cartUuid, saved }: VisitorDetailsProps) {
  const dispatch = useAppDispatch();
  const [isEditing, setEditing] = useState(saved === null);
  // Keyboard and screen reader users carry on from what they just confirmed: the summary that
  // replaces the form takes focus as it is drawn.
  const isFocusOwed = useRef(false);
  const summary = useCallback((node: HTMLParagraphElement | null) => {
    if (node && isFocusOwed.current) {
      isFocusOwed.current = false;
      node.focus();
    }
  }, []);
  const onSaved = useCallback(() => {
    isFocusOwed.current = true;
    setEditing(false);
  }, []);

  return (
    <section className="lido-checkout__section" aria-labelledby="visitor-details-heading">
      <h2 id="visitor-details-heading">{yourDetailsHeading}</h2>
      <p className="lido-checkout__hint">
        Have an account?{' '}
        <Button variant="text" onClick={() => dispatch(openModal(LOGIN_MODAL))}>
          Log in
        </Button>{' '}
        to book with it. {guestCheckoutHint}
      </p>
      {isEditing || saved === null ? (
        <VisitorForm cartUuid={cartUuid} saved={saved} onSaved={onSaved} />
      ) : (
        <div className="lido-checkout__visitor">
          <p ref={summary} tabIndex={-1} data-testid="visitor-summary">
            Booking as{' '}
            <strong>
              {saved.firstName} {saved.lastName}
            </strong>
            , {saved.email}, {saved.phone}
          </p>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Change details
          </Button>
        </div>
      )}
    </section>
  );
}

function VisitorForm({ cartUuid, saved, onSaved }: VisitorDetailsProps & { onSaved: () => void }) {
  const [save, { isLoading, error }] = useSaveCheckoutVisitorMutation();
  const form = useForm<CheckoutVisitor>({
    resolver: zodResolver(visitorSchema),
    defaultValues: saved ?? { firstName: '', lastName: '', email: '', phone: '' },
  });
  const { errors } = form.formState;
  // A place that needs an account (409), or anything else not about one field.
  const problem =
    isApiError(error) && Object.keys(error.fieldErrors).length === 0 ? errorCopy(error) : null;

  const onSubmit = async (values: CheckoutVisitor) => {
    const result = await save({ cartUuid, body: values });
    if ('error' in result) {
      if (isApiError(result.error)) {
        applyServerFieldErrors(result.error, visitorFields, form.setError);
      }
      return;
    }
    onSaved();
  };

  return (
    <form
      className="lido-checkout__form"
      aria-label={yourDetailsHeading}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      {problem ? (
        <p className="lido-form__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <FormField
        id="visitor-first-name"
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <FormField
        id="visitor-last-name"
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <FormField
        id="visitor-email"
        label="Email address"
        type="email"
        autoComplete="email"
        hint="Your confirmation goes here."
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        id="visitor-phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="So the centre can tell you if a session is cancelled."
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Button type="submit" disabled={isLoading}>
        Continue to payment
      </Button>
    </form>
  );
}
