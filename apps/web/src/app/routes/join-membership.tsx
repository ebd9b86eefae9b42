// The plan's price and terms look as on the pricing page.
import '../../features/membership-pricing/membership-pricing.css';
import { JoinPage } from '../../features/membership-joining/components/join-page';
import { DocumentUploadForm } from '../../features/membership-documents/components/document-upload-form';

export { createJoiningLoader } from '../../features/membership-joining/joining-route-loader';

/**
 * `/join/:planId?venue=[&membership=]`: joining a plan online, Direct Debit then first payment.
 * Proof a plan needs is uploaded with My account's form (membership-documents).
 */
export function Component() {
  return <JoinPage UploadForm={DocumentUploadForm} />;
}
