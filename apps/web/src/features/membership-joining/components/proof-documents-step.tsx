import type { ComponentType } from 'react';
import { useEffect, useId, useRef } from 'react';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { selectSessionUser } from '../../../shared/state/auth.slice';
import type { JoiningMembership } from '../api/get-joining-membership';

/** The form My account uploads a document with (membership-documents), given by the route. */
export type UploadForm = ComponentType<{
  document: { id: number; name: string };
  args: AccountQueryArgs;
  submitLabel: string;
  onUploaded: () => void;
}>;

interface ProofDocumentsStepProps {
  UploadForm: UploadForm;
  membership: JoiningMembership;
  /** Arrived here from the bank details: focus goes to this step's heading, as to a new page's. */
  focusOnArrival: boolean;
  /** A document is uploaded: the joining is asked for again (the next one, or the payment). */
  onUploaded: () => void;
}

/**
 * Before the first payment of a plan that needs proof (Lido Student's student card): the joiner
 * uploads it with its expiry, in the form My account uses, one document at a time. The API
 * refuses the payment until each is uploaded.
 */
export function ProofDocumentsStep({
  UploadForm,
  membership,
  focusOnArrival,
  onUploaded,
}: ProofDocumentsStepProps) {
  const user = useAppSelector(selectSessionUser);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [next] = membership.documents.filter((document) => !document.uploaded);

  useEffect(() => {
    if (focusOnArrival) headingRef.current?.focus();
  }, [focusOnArrival]);

  if (!next) return null;
  return (
    <section className="lido-joining__section" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Your {next.name}
      </h2>
      <p>
        {membership.plan.name} is for people who can show a {next.name}. Upload a photo or scan of
        it before your first payment; you may be asked to show it at {membership.venue.name} too.
      </p>
      {user ? (
        <UploadForm
          key={next.id}
          document={next}
          args={{ viewerId: user.id }}
          submitLabel="Upload"
          onUploaded={onUploaded}
        />
      ) : null}
    </section>
  );
}
