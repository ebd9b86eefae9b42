import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { lazySlices } from '../../shared/state/lazy-slices';

// The timetable filters are not kept here: they live in the address's query
// (use-timetable-filters.ts), so a reload or a shared link shows the same selection.

export type Clock = '12' | '24';

export interface TimetableState {
  /** The court or lane chosen on the by-location view (a location id), or null for all. */
  selectedLocation: string | null;
  /** How times of day are shown. */
  clock: Clock;
}

export const initialTimetableState: TimetableState = {
  selectedLocation: null,
  clock: '24',
};

export const timetableSlice = createSlice({
  name: 'timetable',
  initialState: initialTimetableState,
  reducers: {
    selectLocation(state, action: PayloadAction<string | null>) {
      state.selectedLocation = action.payload;
    },
    setClock(state, action: PayloadAction<Clock>) {
      state.clock = action.payload;
    },
  },
  selectors: {
    selectSelectedLocation: (state) => state.selectedLocation,
    selectClock: (state) => state.clock,
  },
});

export const { selectLocation, setClock } = timetableSlice.actions;
declare module '../../shared/state/lazy-slices' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- names the slice
  interface LazyLoadedSlices extends WithSlice<typeof timetableSlice> {}
}

/** Added to the store when this module first loads (shared/state/lazy-slices.ts). */
const injectedTimetableSlice = timetableSlice.injectInto(lazySlices);

export const { selectSelectedLocation, selectClock } = injectedTimetableSlice.selectors;
