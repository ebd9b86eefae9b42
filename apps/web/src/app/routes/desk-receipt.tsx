import { DeskReceiptPage } from '../../features/desk/components/desk-receipt-page';

/** `/desk/orders/:orderId/receipt`: an order's receipt at the desk (staff only). */
export function Component() {
  return <DeskReceiptPage />;
}
