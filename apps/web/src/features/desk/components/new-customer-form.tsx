import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { applyServerFieldErrors } from '../../../shared/lib/server-field-errors';
import { useCreateDeskCustomerMutation } from '../api/desk-customers';
import type { NewCustomerInput, NewCustomerValues } from '../new-customer-schema';
import { newCustomerFields, newCustomerSchema } from '../new-customer-schema';
import { servedCustomerOf } from '../../../shared/lib/served-customer';
import { serveCustomer } from '../serving';

const emptyValues: NewCustomerInput = {
  firstName: '',
  lastName: '',
  email: '',
  dateOfBirth: '',
  postcode: '',
  phone: '',
};

/** A customer made at the desk in one short form (a name is enough), then served. */
export function NewCustomerForm({ onCancel }: { onCancel: () => void }) {
  const dispatch = useAppDispatch();
  const [create, creating] = useCreateDeskCustomerMutation();
  const form = useForm<NewCustomerInput, unknown, NewCustomerValues>({
    resolver: zodResolver(newCustomerSchema),
    defaultValues: emptyValues,
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('firstName'), [setFocus]);

  const onSubmit = async (values: NewCustomerValues) => {
    const result = await create(values);
    if ('error' in result) {
      if (isApiError(result.error)) {
        const placed = applyServerFieldErrors(result.error, newCustomerFields, form.setError);
        if (!placed) form.setError('root', { message: errorCopy(result.error) });
      }
      return;
    }
    dispatch(serveCustomer(servedCustomerOf(result.data)));
  };

  const field = (name: (typeof newCustomerFields)[number]) => ({
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <form
      className="lido-form lido-desk-bar__new"
      aria-label="New customer"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <div className="lido-form__row">
        <FormField
          id="desk-first-name"
          label="First name"
          autoComplete="off"
          {...field('firstName')}
        />
        <FormField
          id="desk-last-name"
          label="Last name"
          autoComplete="off"
          {...field('lastName')}
        />
      </div>
      <div className="lido-form__row">
        <FormField
          id="desk-email"
          label="Email (optional)"
          type="email"
          autoComplete="off"
          {...field('email')}
        />
        <FormField
          id="desk-date-of-birth"
          label="Date of birth (optional)"
          type="date"
          {...field('dateOfBirth')}
        />
      </div>
      <div className="lido-form__row">
        <FormField
          id="desk-postcode"
          label="Postcode (optional)"
          autoComplete="off"
          {...field('postcode')}
        />
        <FormField
          id="desk-phone"
          label="Phone (optional)"
          type="tel"
          autoComplete="off"
          {...field('phone')}
        />
      </div>
      {errors.root ? <p role="alert">{errors.root.message}</p> : null}
      <div className="lido-form__actions">
        <Button
          type="submit"
          disabled={creating.isLoading}
          aria-busy={creating.isLoading || undefined}
        >
          {creating.isLoading ? 'Saving…' : 'Create and serve'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
