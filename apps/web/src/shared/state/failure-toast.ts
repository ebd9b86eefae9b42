import type { ApiError, ErrorCopyOptions } from '../lib/request-state';
import { errorCopy } from '../lib/request-state';
import { addToast } from './toasts.slice';

/**
 * The danger toast for a failed request: the server's message (or the status copy) with any
 * validation messages listed under 'Validation errors' (SPEC.md section 5).
 */
export function failureToast(error: ApiError, options?: ErrorCopyOptions) {
  return addToast({
    content: errorCopy(error, options),
    type: 'danger',
    validationMessages: error.validationMessages,
  });
}
