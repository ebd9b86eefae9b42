import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A payment failure stays until the customer changes a field of the card form (or pays again),
 * not for a few seconds: `onEdit` says it has been seen to.
 */
export function useClearFailureOnEdit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  failure: string | null,
  onEdit: () => void,
): void {
  useEffect(() => {
    if (failure === null) return undefined;
    const subscription = form.watch(() => onEdit());
    return () => subscription.unsubscribe();
  }, [form, failure, onEdit]);
}
