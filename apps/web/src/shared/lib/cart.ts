import type { addToCart, Cart as WireCart, RouteBody } from '@lido/contract';
import type { Camelized } from './case-keys';

/** The basket as the API sends it, camelCase inside the app (SPEC.md section 3 `Cart`). */
export type Cart = Camelized<WireCart>;
export type CartItem = Cart['items'][number];

/** `POST …/cart/add` body, camelCase (sent snake_case). */
export type AddToCartBody = Camelized<RouteBody<typeof addToCart>>;
/** One item to add: a v2 occurrence (`purchasableOccurrence`) or a v1 one (`activity`). */
export type CartItemInput = AddToCartBody['items'][number];
