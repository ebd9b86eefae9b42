import type { Slice } from '@reduxjs/toolkit';

/**
 * The slices of pages a first visit may never open (checkout, the timetable's choices, My
 * account, the desk's tenders) are left out of the root reducer the app starts with, so the app's
 * start does not carry them (bench/web). Each declares itself here (`interface LazyLoadedSlices
 * extends WithSlice<typeof slice>`, by declaration merging) and adds itself to the store when its
 * code loads (`slice.injectInto(lazySlices)` beside it); its injected selectors answer the initial
 * state until then. The app shell hands its root reducer over as it starts (app/store.ts), so a
 * feature's or a shared slice never imports the app.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each lazy slice extends it
export interface LazyLoadedSlices {}

type Injectable = Parameters<Slice['injectInto']>[0];
type Injection = Parameters<Injectable['inject']>;

let rootReducer: Injectable | null = null;
/** Slices whose code loaded before the root reducer was handed over (a test importing one). */
const waiting: Injection[] = [];

/** Where a lazily loaded slice injects itself: `slice.injectInto(lazySlices)`. */
export const lazySlices: Injectable = {
  inject: (...injection) => {
    if (rootReducer) rootReducer.inject(...injection);
    else waiting.push(injection);
  },
};

/** Called once by the app shell with its root reducer: it takes in every lazy slice from then on. */
export function injectLazySlicesInto(reducer: Injectable): void {
  rootReducer = reducer;
  for (const injection of waiting.splice(0)) reducer.inject(...injection);
}
