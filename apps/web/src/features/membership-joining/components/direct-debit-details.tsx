import type { JoiningMembership } from '../api/get-joining-membership';
import { mandateStatusWords } from '../joining-words';

interface DirectDebitDetailsProps {
  directDebit: JoiningMembership['directDebit'];
  /** Once joined, where the mandate is (GoCardless submits it to the bank over a few days). */
  showsStatus?: boolean;
}

/** The account the monthly Direct Debit comes from: only its last digits are ever shown. */
export function DirectDebitDetails({ directDebit, showsStatus = false }: DirectDebitDetailsProps) {
  return (
    <dl className="lido-joining__facts" data-testid="direct-debit-details">
      <dt>Account holder</dt>
      <dd>{directDebit.accountHolderName}</dd>
      <dt>Account number</dt>
      <dd>
        {/* Read out as "ending 11", shown as "ending ••11". */}
        ending <span aria-hidden="true">••</span>
        {directDebit.accountNumberEnding}
      </dd>
      {directDebit.bankName ? (
        <>
          <dt>Bank</dt>
          <dd>{directDebit.bankName}</dd>
        </>
      ) : null}
      {showsStatus ? (
        <>
          <dt>Status</dt>
          <dd>{mandateStatusWords(directDebit.status)}</dd>
        </>
      ) : null}
    </dl>
  );
}
