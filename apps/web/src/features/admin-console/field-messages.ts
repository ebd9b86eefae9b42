import { isApiError } from '../../shared/lib/request-state';

/** The first message of each field a 422 refused, by field; none for any other failure. */
export function fieldMessagesOf<Field extends string>(
  error: unknown,
): Partial<Record<Field, string>> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0]]),
  ) as Partial<Record<Field, string>>;
}
