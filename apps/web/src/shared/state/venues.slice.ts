import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import { getVenuesApi } from '../api/get-venues';
import type { Venue } from '../lib/venue';

export interface VenuesState {
  itemsBySlug: Record<string, Venue>;
  /** The venue the visitor chose; persisted (selected-venue-storage.ts). */
  selectedSlug: string | null;
  /** Venues chosen together (venue comparison on the map, a later issue). */
  selectedSlugs: string[];
}

export const initialVenuesState: VenuesState = {
  itemsBySlug: {},
  selectedSlug: null,
  selectedSlugs: [],
};

export const venuesSlice = createSlice({
  name: 'venues',
  initialState: initialVenuesState,
  reducers: {
    selectVenue(state, action: PayloadAction<string>) {
      state.selectedSlug = action.payload;
    },
    clearSelectedVenue(state) {
      state.selectedSlug = null;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(getVenuesApi.endpoints.getVenues.matchFulfilled, (state, action) => {
      state.itemsBySlug = Object.fromEntries(action.payload.map((venue) => [venue.slug, venue]));
    });
  },
  selectors: {
    selectSelectedVenueSlug: (state) => state.selectedSlug,
    selectVenuesBySlug: (state) => state.itemsBySlug,
  },
});

export const { selectVenue, clearSelectedVenue } = venuesSlice.actions;
export const { selectSelectedVenueSlug, selectVenuesBySlug } = venuesSlice.selectors;
