import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { ModalDialog } from '../../../shared/components/modal-dialog';
import { useGetCheckoutPoliciesQuery } from '../api/get-checkout-policies';
import { useGetTermsQuery } from '../api/get-terms';

// What a customer agrees to, stated before the tick box (issue 43): each activity's cancellation
// policy in a sentence or two, and the terms themselves one click away, not first met in the
// Cancel dialog after paying.

export const cancellationPolicyHeading = 'Cancellation policy';
export const readTermsLabel = 'Read the terms and conditions';

/** The basket's cancellation policies, and a way to read the terms; above the tick box. */
export function BeforeYouPay({ basketKey }: { basketKey: string }) {
  const policies = useGetCheckoutPoliciesQuery(basketKey);
  const [isReadingTerms, setReadingTerms] = useState(false);

  return (
    <div className="lido-checkout__policies" data-testid="before-you-pay">
      {policies.data && policies.data.length > 0 ? (
        <>
          <h2>{cancellationPolicyHeading}</h2>
          <ul>
            {policies.data.map((policy) => (
              <li key={policy.summary}>
                <strong>{policy.activities.join(', ')}:</strong> {policy.summary}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Button variant="text" onClick={() => setReadingTerms(true)}>
        {readTermsLabel}
      </Button>
      {isReadingTerms ? <TermsDialog onClose={() => setReadingTerms(false)} /> : null}
    </div>
  );
}

function TermsDialog({ onClose }: { onClose: () => void }) {
  const terms = useGetTermsQuery();
  return (
    <ModalDialog
      title="Terms and conditions"
      className="lido-terms-dialog"
      onClose={onClose}
      onBackdropClick={onClose}
    >
      {terms.isLoading ? <LoadingIndicator /> : null}
      {terms.isError ? <p role="alert">The terms could not be loaded. Please try again.</p> : null}
      {terms.data?.map((document) => (
        <section key={document.id} aria-label={document.title}>
          <h3>{document.title}</h3>
          {document.body.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </ModalDialog>
  );
}
