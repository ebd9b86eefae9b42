import { CART_UUID_HEADER } from '@lido/contract';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { resolveActingCustomer } from '../../people/accounts';
import { findCartByOwner, findCartByUuid, type CartRow } from './basket.repository';
import { type HoldPolicy } from './hold-expiry';
import { placesHeld } from './holds.repository';

export interface BasketDeps extends HoldPolicy {
  db: Database;
  clock: Clock;
  /** The most places one basket holds, so no visitor or script can sit on a whole session. */
  maxPlacesPerBasket: number;
}

/** Whose basket a request is about. */
export type BasketOwner =
  | {
      kind: 'customer';
      /** Who pays: the basket belongs to them. */
      payerId: number;
      /** Who attends items added without naming someone: the payer or the family member acted for. */
      attendeeId: number;
      selectedUserId: number | null;
      /** An anonymous basket to merge in (sent before signing in). */
      anonymousUuid: string | null;
      /** Staff at the front desk serve this basket: its items print a receipt there. */
      isServedAtDesk: boolean;
    }
  | { kind: 'anonymous'; uuid: string | null };

export const ALREADY_IN_BASKET = 'This session is already in your basket.';
export const ALREADY_BOOKED = 'You have already booked this session.';
export const SIGN_IN_TO_BOOK = 'Please log in to book this activity.';
export const BASKET_FULL = 'Your basket is full. Please check out or remove something first.';

/** Refuses, before claiming anything, places that would take the basket over its cap. */
export async function assertRoomFor(
  tx: Database,
  deps: BasketDeps,
  cartId: number,
  places: number,
): Promise<void> {
  // The caller holds the basket's row lock, so no parallel request can fill it meanwhile.
  const held = await placesHeld(tx, cartId, deps.clock.now());
  if (held + places > deps.maxPlacesPerBasket) throw new DomainError('BASKET_FULL', BASKET_FULL);
}

/**
 * Resolves the basket owner: a signed-in customer acts for themself or a linked family member
 * (whose places they pay for); staff use the basket of the customer they act for.
 */
export async function basketOwnerOf(
  db: Database,
  caller: Caller | null,
  selectedUserId: number | null | undefined,
  cartUuid: string | null,
): Promise<BasketOwner> {
  if (!caller) return { kind: 'anonymous', uuid: cartUuid };
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  if (caller.kind === 'staff') {
    return {
      kind: 'customer',
      payerId: acting.customerId,
      attendeeId: acting.customerId,
      selectedUserId: acting.customerId,
      anonymousUuid: null,
      isServedAtDesk: true,
    };
  }
  return {
    kind: 'customer',
    payerId: caller.userId,
    attendeeId: acting.customerId,
    selectedUserId: acting.relation === 'self' ? null : acting.customerId,
    anonymousUuid: cartUuid,
    isServedAtDesk: false,
  };
}

export async function findOwnersCart(
  db: Database,
  owner: BasketOwner,
): Promise<CartRow | undefined> {
  if (owner.kind === 'customer') return findCartByOwner(db, owner.payerId);
  return owner.uuid ? findAnonymousCart(db, owner.uuid) : undefined;
}

/** The anonymous basket a uuid names: an anonymous uuid never opens a customer's basket. */
export async function findAnonymousCart(db: Database, uuid: string): Promise<CartRow | undefined> {
  const cart = await findCartByUuid(db, uuid);
  return cart && cart.ownerCustomerId === null ? cart : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The anonymous basket's uuid, when the client sends a well-formed one. */
export function cartUuidOf(request: FastifyRequest): string | null {
  const value = request.headers[CART_UUID_HEADER];
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}
