import { zodResolver } from '@hookform/resolvers/zod';
import { nanoid } from '@reduxjs/toolkit';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { isApiError } from '../../../shared/lib/request-state';
import { applyServerFieldErrors } from '../../../shared/lib/server-field-errors';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { failureToast } from '../../../shared/state/failure-toast';
import { addToast } from '../../../shared/state/toasts.slice';
import { useGiveGuestPassMutation } from '../api/give-guest-pass';
import { getGuestPassAllowanceApi } from '../api/guest-pass-allowance';
import type { GiveGuestPassInput, GiveGuestPassValues } from '../guest-pass-schema';
import { giveGuestPassFields, giveGuestPassSchema } from '../guest-pass-schema';

const emptyValues: GiveGuestPassInput = { guestName: '', guestEmail: '' };

const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : nanoid();

/** What the success toast says: the pass went to whom, by email. */
export const passSentCopy = (code: string, name: string, email: string) =>
  `Guest pass ${code} sent to ${name} at ${email}.`;

/**
 * Gives a guest pass: the guest's name and email address, checked with the API's own rules; the
 * API emails the guest the code. 422 messages land by their fields; a refusal (the month's passes
 * given meanwhile) is a toast, and the allowance is asked for again.
 */
export function GiveGuestPassForm({ args }: { args: AccountQueryArgs }) {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [give, giving] = useGiveGuestPassMutation();
  // One key per pass meant: a double submit or a retried request gives one pass.
  const idempotencyKey = useRef(newIdempotencyKey());
  const form = useForm<GiveGuestPassInput, unknown, GiveGuestPassValues>({
    resolver: zodResolver(giveGuestPassSchema),
    defaultValues: emptyValues,
  });
  const { errors } = form.formState;

  const onSubmit = async (values: GiveGuestPassValues) => {
    const result = await give({ ...args, body: values, idempotencyKey: idempotencyKey.current });
    if ('error' in result) {
      if (isApiError(result.error)) {
        applyServerFieldErrors(result.error, giveGuestPassFields, form.setError);
        dispatch(failureToast(result.error));
        if (result.error.statusCode === 409) {
          void dispatch(
            getGuestPassAllowanceApi.endpoints.getGuestPassAllowance.initiate(args, {
              forceRefetch: true,
              subscribe: false,
            }),
          );
        }
      }
      return;
    }
    idempotencyKey.current = newIdempotencyKey();
    dispatch(
      addToast({
        content: passSentCopy(result.data.code, values.guestName, values.guestEmail),
        type: 'success',
      }),
    );
    form.reset(emptyValues);
  };

  const field = (name: 'guestName' | 'guestEmail') => ({
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <form
      className="lido-form lido-guest-pass-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <h3 id={headingId}>Give a guest pass</h3>
      <p className="lido-field__hint">
        We email your guest a code for one free place at a session of their choice, within 30 days.
      </p>
      <FormField
        id="guest-pass-name"
        label="Guest's name"
        autoComplete="off"
        {...field('guestName')}
      />
      <FormField
        id="guest-pass-email"
        label="Guest's email"
        type="email"
        inputMode="email"
        autoComplete="off"
        {...field('guestEmail')}
      />
      <div className="lido-form__actions">
        <Button type="submit" disabled={giving.isLoading}>
          Give guest pass
        </Button>
      </div>
    </form>
  );
}
