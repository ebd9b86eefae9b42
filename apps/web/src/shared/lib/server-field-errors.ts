import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiError } from './request-state';

/**
 * Puts a 422's messages beside the form's own fields (the API names them snake_case; the request
 * layer has already camelised them). Returns whether any field took a message.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: ApiError,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  let applied = false;
  for (const field of fields) {
    const [message] = error.fieldErrors[field] ?? [];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
