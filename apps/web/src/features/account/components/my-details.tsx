import { zodResolver } from '@hookform/resolvers/zod';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { isApiError } from '../../../shared/lib/request-state';
import { applyServerFieldErrors } from '../../../shared/lib/server-field-errors';
import { failureToast } from '../../../shared/state/failure-toast';
import { addToast } from '../../../shared/state/toasts.slice';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import type { MyDetails as Details } from '../../../shared/api/get-my-details';
import { useGetMyDetailsQuery } from '../../../shared/api/get-my-details';
import { useUpdateMyDetailsMutation } from '../api/update-my-details';
import type { DetailsInput, DetailsValues } from '../details-schema';
import { detailsFields, detailsSchema } from '../details-schema';
import { AccountQueryResult } from '../../../shared/components/account-query-result';

export const detailsSavedCopy = 'Your details have been saved.';

function DetailsView({ details, onEdit }: { details: Details; onEdit: () => void }) {
  const address = [details.addressLine1, details.addressLine2, details.town, details.postcode]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <dl className="lido-account__facts" data-testid="my-details">
        <dt>Customer ID</dt>
        <dd>{details.reference}</dd>
        <dt>Name</dt>
        <dd>
          {details.firstName} {details.lastName}
        </dd>
        <dt>Email address</dt>
        <dd>{details.email ?? '—'}</dd>
        <dt>Date of birth</dt>
        <dd>{details.dateOfBirth ? formatCalendarDate(details.dateOfBirth) : '—'}</dd>
        <dt>Phone number</dt>
        <dd>{details.phone ?? '—'}</dd>
        <dt>Address</dt>
        <dd>{address || '—'}</dd>
      </dl>
      <Button onClick={onEdit}>Edit details</Button>
    </>
  );
}

interface DetailsFormProps {
  details: Details;
  args: AccountQueryArgs;
  onDone: () => void;
}

function DetailsForm({ details, args, onDone }: DetailsFormProps) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateMyDetailsMutation();
  const form = useForm<DetailsInput, unknown, DetailsValues>({
    resolver: zodResolver(detailsSchema),
    defaultValues: {
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email ?? '',
      dateOfBirth: details.dateOfBirth ?? '',
      phone: details.phone ?? '',
      addressLine1: details.addressLine1 ?? '',
      addressLine2: details.addressLine2 ?? '',
      town: details.town ?? '',
      postcode: details.postcode ?? '',
    },
  });
  const { errors } = form.formState;

  const onSubmit = async (values: DetailsValues) => {
    const result = await update({ ...args, body: values });
    if ('error' in result) {
      if (isApiError(result.error)) {
        applyServerFieldErrors(result.error, detailsFields, form.setError);
        dispatch(failureToast(result.error));
      }
      return;
    }
    dispatch(addToast({ content: detailsSavedCopy, type: 'success' }));
    onDone();
  };

  const field = (name: (typeof detailsFields)[number]) => ({
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <form
      className="lido-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <div className="lido-form__row">
        <FormField
          id="first-name"
          label="First name"
          autoComplete="given-name"
          {...field('firstName')}
        />
        <FormField
          id="last-name"
          label="Last name"
          autoComplete="family-name"
          {...field('lastName')}
        />
      </div>
      <FormField
        id="email"
        label="Email address"
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <FormField id="date-of-birth" label="Date of birth" type="date" {...field('dateOfBirth')} />
      <FormField
        id="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        {...field('phone')}
      />
      <FormField
        id="address-line-1"
        label="Address line 1"
        autoComplete="address-line1"
        {...field('addressLine1')}
      />
      <FormField
        id="address-line-2"
        label="Address line 2"
        autoComplete="address-line2"
        {...field('addressLine2')}
      />
      <div className="lido-form__row">
        <FormField id="town" label="Town" autoComplete="address-level2" {...field('town')} />
        <FormField
          id="postcode"
          label="Postcode"
          autoComplete="postal-code"
          {...field('postcode')}
        />
      </div>
      <div className="lido-form__actions">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save details'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * `/my-account/details`: view, then edit with validation; saving shows a toast. `children` end the
 * page: the app puts closing the account there (`app/routes/my-details.tsx`).
 */
export function MyDetails({ children }: { children?: ReactNode }) {
  const args = useAccountQueryArgs();
  const query = useGetMyDetailsQuery(args ?? skipToken);
  const [isEditing, setEditing] = useState(false);

  return (
    <section aria-labelledby="my-details-title">
      <h2 id="my-details-title">My details</h2>
      <AccountQueryResult query={query}>
        {(details) =>
          isEditing && args ? (
            <DetailsForm
              key={`${details.id}`}
              details={details}
              args={args}
              onDone={() => setEditing(false)}
            />
          ) : (
            <DetailsView details={details} onEdit={() => setEditing(true)} />
          )
        }
      </AccountQueryResult>
      {children}
    </section>
  );
}
