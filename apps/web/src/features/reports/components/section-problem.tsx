import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { errorCopyOf } from '../../../shared/lib/request-state';

/** While a report loads, or why it did not. */
export function SectionProblem({ error }: { error: unknown }) {
  return error ? (
    <p className="lido-reports__problem" role="alert">
      {errorCopyOf(error)}
    </p>
  ) : (
    <LoadingIndicator />
  );
}
