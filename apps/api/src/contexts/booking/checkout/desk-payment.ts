import type { DeskTender, payAtDesk, RouteBody, RouteResponse } from '@lido/contract';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import { deskStaffOf, resolveActingCustomer } from '../../people/accounts';
import { recordDeskAction } from '../../people/desk-audit';
import { createTillTender, recordPayment } from '../../money/payments';
import { assertTermsAccepted } from '../../venue-setup/terms';
import { findOperator } from '../../venue-setup/venues';
import { createVoucherTender } from '../../money/vouchers';
import { amountsOf, assertCreditAsApplied, type CheckoutDeps } from './checkout-basket';
import { settleDeskTenders } from './desk-settlement';
import {
  finishOrder,
  liveLinesOf,
  lockBasketOf,
  spendAppliedCredit,
  writeOrderAndBookings,
} from './order-writing';

type DeskPayBody = RouteBody<typeof payAtDesk>;
type DeskPayment = RouteResponse<typeof payAtDesk>;

/** A payment line the desk takes now; credit is the basket's already, spent with the order. */
type TakenTender = DeskTender & { tender_type: Exclude<DeskTender['tender_type'], 'credit'> };
const isTaken = (payment: DeskTender): payment is TakenTender => payment.tender_type !== 'credit';

/** The source an order paid at the desk carries (SPEC.md: "front-of-house source"). */
export const DESK_SOURCE = 'foh';

/**
 * The desk's pay path (SPEC.md: "The front-of-house source pays through a different endpoint"):
 * a member of staff pays for the basket of the customer they serve, in any mix of cash, cheques,
 * vouchers, the terminal and the customer's applied account credit. In one transaction, holding
 * the basket's lock: the places must still be held; the payments must settle the basket exactly
 * (`settleDeskTenders`: only cash over, the excess is change); each tender reserves its line
 * (a voucher is checked, a terminal payment needs its reference); the order and bookings are
 * written; each tender is confirmed (vouchers redeemed by a conditional update) and recorded as a
 * payment attributed to the member of staff; and the desk's audit log gets its entry. Any
 * refusal leaves no order, no payment and no redeemed voucher.
 */
export async function payAtTheDesk(
  deps: CheckoutDeps,
  caller: Caller,
  body: DeskPayBody,
): Promise<DeskPayment> {
  const { staffUserId, venueId } = deskStaffOf(caller);
  const { customerId } = await resolveActingCustomer(deps.db, caller, body.selected_user_id);
  await assertTermsAccepted(deps.db, body.terms);

  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const cart = await lockBasketOf(tx, customerId);
    const lines = await liveLinesOf(tx, cart.id, body.completed_waivers, now);
    const amounts = await amountsOf(tx, customerId, cart, lines);
    assertCreditAsApplied(body.payments, amounts);
    const operator = await findOperator(tx);
    const currency = operator?.currencyCode ?? 'GBP';
    const { changePence } = settleDeskTenders(body.payments, amounts, currency);

    // Every line is reserved by its tender before anything is written: a voucher that cannot
    // pay, or a terminal payment without its reference, refuses the whole payment.
    const voucher = createVoucherTender(tx, { operatorId: operator?.id ?? 0, currency, now });
    const taken = body.payments.filter(isTaken);
    const confirmations: Array<(orderId: number) => Promise<boolean>> = [];
    for (const payment of taken) {
      if (payment.tender_type === 'offline-voucher') {
        const request = { code: payment.info?.code ?? '', amountPence: payment.amount };
        const reservation = await voucher.reserve(request);
        confirmations.push((orderId) =>
          voucher.confirm({ ...reservation, order: { id: orderId, staffUserId } }),
        );
      } else {
        const till = createTillTender(payment.tender_type);
        const request = { amountPence: payment.amount, reference: payment.info?.reference };
        const reservation = await till.reserve(request);
        confirmations.push(() => till.confirm(reservation));
      }
    }

    const order = await writeOrderAndBookings(deps, tx, {
      customerId,
      cartUuid: cart.uuid,
      lines,
      totalPence: amounts.totalPence,
      source: body.source ?? DESK_SOURCE,
      now,
    });
    await spendAppliedCredit(tx, { customerId, amounts, order, staffUserId, now });
    let changeLeft = changePence;
    for (const [index, payment] of taken.entries()) {
      const confirm = confirmations[index];
      if (!confirm || !(await confirm(order.id))) throw new Error('a desk tender was not taken');
      // The change comes out of the cash: what is recorded is what stays in the till.
      const change = payment.tender_type === 'cash' ? Math.min(changeLeft, payment.amount) : 0;
      changeLeft -= change;
      await recordPayment(tx, {
        customerId,
        orderId: order.id,
        amountPence: payment.amount - change,
        changePence: change,
        tenderType: payment.tender_type,
        status: 'succeeded',
        reference: referenceOf(payment, order.id, index),
        description: `Order ${order.id}`,
        staffUserId,
        createdAt: now,
      });
    }
    await recordDeskAction(tx, {
      staffUserId,
      venueId,
      action: 'pay',
      customerId,
      orderId: order.id,
      details: {
        total_pence: amounts.totalPence,
        credit_pence: amounts.creditPence,
        change_pence: changePence,
        payments: taken.map((payment) => ({
          tender_type: payment.tender_type,
          amount_pence: payment.amount,
          ...(payment.info?.code ? { code: payment.info.code } : {}),
          ...(payment.info?.reference ? { reference: payment.info.reference } : {}),
        })),
      },
      now,
    });
    await finishOrder(deps, tx, { cartId: cart.id, customerId, order, now });
    return {
      complete_order_id: order.id,
      change: { raw: changePence, formatted: formatPence(changePence, currency) },
    };
  });
}

/** The reference printed on the receipt: the voucher's code, the cheque's or terminal's own. */
function referenceOf(payment: DeskTender, orderId: number, index: number): string {
  return (
    payment.info?.code ??
    payment.info?.reference ??
    `${payment.tender_type}-${orderId}-${index + 1}`
  );
}
