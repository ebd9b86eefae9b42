import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../shared/lib/store-hooks';
import { paths } from '../../shared/lib/paths';
import { isApiError } from '../../shared/lib/request-state';
import { addToast, toastCloseAfter } from '../../shared/state/toasts.slice';

/** SPEC.md section 2's toast for an activity that cannot be found. */
export const activityNotFoundCopy = "We couldn't find the activity you are looking for";

/**
 * An activity the venue does not have: home, with the spec's toast (SPEC.md section 2). Returns
 * whether the lookup said so, so the page can render nothing meanwhile.
 */
export function useMissingActivityRedirect(lookupError: unknown): boolean {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isMissing = isApiError(lookupError) && lookupError.statusCode === 404;

  useEffect(() => {
    if (!isMissing) return;
    dispatch(
      addToast({
        // A fixed id: a repeated effect replaces the toast rather than stacking a copy.
        id: 'activity-not-found',
        content: activityNotFoundCopy,
        type: 'danger',
        closeAfter: toastCloseAfter.short,
      }),
    );
    void navigate(paths.home.build(), { replace: true });
  }, [isMissing, dispatch, navigate]);

  return isMissing;
}
