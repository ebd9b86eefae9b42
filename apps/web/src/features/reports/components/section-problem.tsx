import { LoadingIndicator } from '../../../components/loading-indicator';
import { errorCopyOf } from '../../../lib/request-state';

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
