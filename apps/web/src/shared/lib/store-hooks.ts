import { useDispatch, useSelector } from 'react-redux';

/**
 * The store's state and dispatch types, filled in by the app shell (app/store.ts, by declaration
 * merging): features and shared code type their selectors and dispatches without importing it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- app/store.ts fills it in
export interface LidoStoreTypes {}
export type LidoState = LidoStoreTypes extends { state: infer State } ? State : never;
export type LidoDispatch = LidoStoreTypes extends { dispatch: infer Dispatch } ? Dispatch : never;

/** What code outside the app shell may hold of the store: a route loader, say. */
export interface LidoStore {
  getState: () => LidoState;
  dispatch: LidoDispatch;
}

export const useAppDispatch = useDispatch.withTypes<LidoDispatch>();
export const useAppSelector = useSelector.withTypes<LidoState>();
