import {
  addToCart,
  answerCartQuestions as answerCartQuestionsRoute,
  applyGuestPass,
  clearCart as clearCartRoute,
  getCart,
  removeBenefit,
  removeFromCart,
  removeGuestPass,
  removePackageUsage,
  updateCartItem,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { AdmitToRelease } from '../release-queue';
import { registerRoute } from '../../../platform/http/register-routes';
import { addItems } from './add-items';
import { basketOwnerOf, cartUuidOf, type BasketDeps } from './basket-owner';
import { clearCart, readCart, removeItems } from './basket.service';
import { answerCartQuestions } from './cart-questions';
import { changeItem } from './change-item';
import { removeCover } from './cover-removal';
import { applyGuestPassToItem, removeGuestPassFromItem } from './guest-pass-items';

export function registerBasketRoutes(
  app: FastifyInstance,
  deps: BasketDeps,
  /** The waiting room's door for sessions just released, which the booking context plugs in. */
  { admitToRelease }: { admitToRelease?: AdmitToRelease } = {},
): void {
  registerRoute(app, getCart, async ({ caller, query, raw }) => {
    const owner = await basketOwnerOf(deps.db, caller, query.selected_user_id, cartUuidOf(raw));
    return { data: await readCart(deps, owner) };
  });

  registerRoute(app, answerCartQuestionsRoute, async ({ caller, params, body, raw }) => {
    const owner = await basketOwnerOf(deps.db, caller, body.selected_user_id, cartUuidOf(raw));
    return { data: await answerCartQuestions(deps, owner, params.cartId, body) };
  });

  registerRoute(app, addToCart, async ({ caller, body, raw }) => {
    const owner = await basketOwnerOf(deps.db, caller, body.selected_user_id, cartUuidOf(raw));
    return {
      data: await addItems(deps, caller, owner, body, {
        ...(admitToRelease
          ? { admitToRelease: (session, tx) => admitToRelease(raw, caller, session, tx) }
          : {}),
      }),
    };
  });

  registerRoute(app, removeFromCart, async ({ caller, query, body, raw }) => {
    const owner = await basketOwnerOf(deps.db, caller, query.selected_user_id, cartUuidOf(raw));
    return { data: await removeItems(deps, owner, body.cart_item_ids) };
  });

  registerRoute(app, updateCartItem, async ({ caller, params, body, raw }) => {
    const owner = await basketOwnerOf(deps.db, caller, body.selected_user_id, cartUuidOf(raw));
    return { data: await changeItem(deps, caller, owner, params.cartItemId, body) };
  });

  registerRoute(app, removePackageUsage, async ({ caller, params, query, raw }) => {
    const owner = await basketOwnerOf(deps.db, caller, query.selected_user_id, cartUuidOf(raw));
    return { data: await removeCover(deps, owner, params.cartItemId, 'package') };
  });

  registerRoute(app, removeBenefit, async ({ caller, params, query, raw }) => {
    const owner = await basketOwnerOf(deps.db, caller, query.selected_user_id, cartUuidOf(raw));
    return { data: await removeCover(deps, owner, params.cartItemId, 'benefit') };
  });

  registerRoute(app, applyGuestPass, async ({ caller, params, body, raw }) => {
    const owner = await basketOwnerOf(deps.db, caller, body.selected_user_id, cartUuidOf(raw));
    return { data: await applyGuestPassToItem(deps, owner, params.cartItemId, body.code) };
  });

  registerRoute(app, removeGuestPass, async ({ caller, params, query, raw }) => {
    const owner = await basketOwnerOf(deps.db, caller, query.selected_user_id, cartUuidOf(raw));
    return { data: await removeGuestPassFromItem(deps, owner, params.cartItemId) };
  });

  registerRoute(app, clearCartRoute, async ({ caller, query, raw }) => {
    const owner = await basketOwnerOf(deps.db, caller, query.selected_user_id, cartUuidOf(raw));
    return { data: await clearCart(deps, owner) };
  });
}
