import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { idFromAddress } from '../../../shared/lib/id-from-address';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { selectSelectedVenueSlug } from '../../../shared/state/venues.slice';
import { useGetDeskReceiptQuery } from '../api/desk-checkout';
import { endServing } from '../serving';
import { useDeskMoney } from '../../../shared/hooks/use-desk-money';
import type { DeskSaleState } from './desk-checkout';
import { DeskReceipt } from './desk-receipt';
import { ReceiptEmailForm } from './receipt-email-form';
import { RefundForm } from './refund-form';
import './desk.css';

/**
 * `/desk/orders/:orderId/receipt`: the receipt after a sale at the desk, or reprinted later. The
 * receipt alone prints (80 mm thermal roll); the buttons around it do not.
 */
export function DeskReceiptPage() {
  const dispatch = useAppDispatch();
  const money = useDeskMoney();
  const navigate = useNavigate();
  const venueSlug = useAppSelector(selectSelectedVenueSlug);
  const { orderId = '' } = useParams();
  const id = idFromAddress(orderId);
  const sale = useLocation().state as DeskSaleState | null;
  const receipt = useGetDeskReceiptQuery(id ?? 0, { skip: id === null });

  if (receipt.isLoading) return <LoadingIndicator />;
  if (id === null || !receipt.data) {
    return (
      <section className="lido-screen">
        <h1>Receipt</h1>
        <p role="alert">
          {isApiError(receipt.error) ? errorCopy(receipt.error) : 'There is no such order.'}
        </p>
      </section>
    );
  }

  const isPrintExpected = sale === null || sale.printReceipt;

  const onNext = () => {
    dispatch(endServing());
    void navigate(venueSlug ? paths.venue.build(venueSlug) : paths.home.build());
  };

  return (
    <section className="lido-screen lido-desk-receipt-page">
      <h1>Receipt</h1>
      {sale ? (
        <p role="status" className="lido-desk-receipt-page__paid">
          Paid.{' '}
          {receipt.data.change.raw > 0
            ? `Change due: ${money(receipt.data.change.raw)}.`
            : 'No change due.'}
        </p>
      ) : null}
      <DeskReceipt receipt={receipt.data} />
      <div className="lido-form__actions lido-desk-receipt-page__actions">
        {/* A sale whose items ask for a printed receipt (`enablePrintReceipt`) leads with it;
            otherwise the next customer comes first and printing is on request. */}
        <Button variant={isPrintExpected ? 'primary' : 'secondary'} onClick={() => window.print()}>
          Print receipt
        </Button>
        <Button variant={isPrintExpected ? 'secondary' : 'primary'} onClick={onNext}>
          Serve the next customer
        </Button>
      </div>
      <ReceiptEmailForm orderId={receipt.data.id} isWalkIn={receipt.data.customer.isWalkIn} />
      <RefundForm receipt={receipt.data} />
    </section>
  );
}
