import { CloseAccountSection } from '../../features/account-closure/components/close-account-section';
import { MyDetails } from '../../features/account/components/my-details';

/**
 * `/my-account/details`: the customer's details, then closing the account. Closing the account
 * reads the account's data, so the two features meet here rather than one importing the other.
 */
export function MyDetailsPage() {
  return (
    <MyDetails>
      <CloseAccountSection />
    </MyDetails>
  );
}
