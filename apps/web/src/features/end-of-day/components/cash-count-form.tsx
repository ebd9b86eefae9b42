import { zodResolver } from '@hookform/resolvers/zod';
import { nanoid } from '@reduxjs/toolkit';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { isApiError } from '../../../shared/lib/request-state';
import { applyServerFieldErrors } from '../../../shared/lib/server-field-errors';
import { failureToast } from '../../../shared/state/failure-toast';
import type { CashUp } from '../api/get-desk-takings';
import { useRecordCashUpMutation } from '../api/record-cash-up';
import type { CashCountInput, CashCountValues } from '../cash-count-schema';
import { cashCountFields, cashCountSchema } from '../cash-count-schema';
import { formatPence } from '../../../shared/lib/format-money';
import { formatDifference } from '../money';

const emptyValues: CashCountInput = { countedCash: '', note: '' };

const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : nanoid();

/** What the form says once a count is recorded (and screen readers announce). */
export function recordedCopy(cashUp: CashUp, symbol: string): string {
  return (
    `Count recorded: ${formatPence(cashUp.counted.raw, symbol)} counted against ` +
    `${formatPence(cashUp.expected.raw, symbol)} expected, ` +
    `a difference of ${formatDifference(cashUp.difference.raw, symbol)}.`
  );
}

interface CashCountFormProps {
  /** The day counted (`2026-10-20`). */
  date: string;
  symbol: string;
}

/**
 * "Cash counted": the amount in the till beyond its float, typed as pounds and pence and sent as
 * integer pence, and a note. The API works out the difference from the day's payments when it
 * records the count; a recount is recorded beside the first, and the last stands.
 */
export function CashCountForm({ date, symbol }: CashCountFormProps) {
  const dispatch = useAppDispatch();
  const [record, recording] = useRecordCashUpMutation();
  const [recorded, setRecorded] = useState<CashUp | null>(null);
  // One key per count meant: a double submit or a retried request records it once.
  const idempotencyKey = useRef(newIdempotencyKey());
  const schema = useMemo(() => cashCountSchema(symbol), [symbol]);
  const form = useForm<CashCountInput, unknown, CashCountValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
  });
  const { errors } = form.formState;

  const onSubmit = async (values: CashCountValues) => {
    setRecorded(null);
    const result = await record({
      body: { date, countedCash: values.countedCash, note: values.note ?? null },
      idempotencyKey: idempotencyKey.current,
    });
    if ('error' in result) {
      if (isApiError(result.error)) {
        applyServerFieldErrors(result.error, cashCountFields, form.setError);
        dispatch(failureToast(result.error));
      }
      return;
    }
    idempotencyKey.current = newIdempotencyKey();
    setRecorded(result.data);
    form.reset(emptyValues);
  };

  return (
    <form
      className="lido-form lido-end-of-day__count"
      aria-labelledby="cash-count-title"
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <h3 id="cash-count-title">Count the cash</h3>
      <FormField
        id="cash-counted"
        label="Cash counted"
        hint={`The cash in the till beyond its float, for example ${formatPence(15240, symbol)}.`}
        inputMode="decimal"
        autoComplete="off"
        error={errors.countedCash?.message}
        {...form.register('countedCash')}
      />
      <FormField
        id="cash-note"
        label="Note (optional)"
        autoComplete="off"
        error={errors.note?.message}
        {...form.register('note')}
      />
      <div className="lido-form__actions">
        <Button type="submit" disabled={recording.isLoading}>
          Record count
        </Button>
      </div>
      {/* Always in the page, so the result is announced when it appears. */}
      <p role="status" className="lido-end-of-day__recorded" data-testid="cash-up-recorded">
        {recorded ? recordedCopy(recorded, symbol) : null}
      </p>
    </form>
  );
}
