import { changeDeskPrice } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { changeItemPrice, type DeskPricesDeps } from './desk-prices.service';

export function registerDeskPricesRoutes(app: FastifyInstance, deps: DeskPricesDeps): void {
  registerRoute(app, changeDeskPrice, async ({ caller, params, body }) => ({
    data: await changeItemPrice(deps, caller, {
      cartItemId: params.cartItemId,
      selectedUserId: body.selected_user_id,
      pricePence: body.price,
      reason: body.reason,
    }),
  }));
}
