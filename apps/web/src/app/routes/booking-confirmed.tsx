import { useParams } from 'react-router';
import { ScreenPlaceholder } from '../../components/screen-placeholder';

/** `/booking-confirmed/:completeOrderId`: the confirmation arrives with the checkout issue. */
export function Component() {
  const { completeOrderId } = useParams();
  return (
    <ScreenPlaceholder title="Booking confirmed">
      <p>Order reference: {completeOrderId}</p>
    </ScreenPlaceholder>
  );
}
