import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { Coordinates } from './venue-search';
import { defaultMapCentre, defaultRadiusMiles } from './map-config';

export type MapView = 'list' | 'map';

/** The place search that produced the current "near" list, as it was when it ran. */
export interface MapData {
  radius: number;
  searchedCoordinates: Coordinates | null;
}

/** Map state (SPEC.md section 3). */
export interface MapState {
  /** Search radius in miles. */
  radius: number;
  /** The text typed into the place search. */
  searchTerm: string;
  /** Where the map is centred. */
  coordinates: Coordinates;
  /** Which of the list and the map a narrow screen shows. */
  view: MapView;
  mapData: MapData;
}

export const initialMapState: MapState = {
  radius: defaultRadiusMiles,
  searchTerm: '',
  coordinates: defaultMapCentre,
  view: 'list',
  mapData: { radius: defaultRadiusMiles, searchedCoordinates: null },
};

export interface PlaceChosen {
  name: string;
  coordinates: Coordinates;
}

export const mapSlice = createSlice({
  name: 'map',
  initialState: initialMapState,
  reducers: {
    setSearchTerm(state, action: PayloadAction<string>) {
      state.searchTerm = action.payload;
    },
    setRadius(state, action: PayloadAction<number>) {
      state.radius = action.payload;
      state.mapData.radius = action.payload;
    },
    choosePlace(state, action: PayloadAction<PlaceChosen>) {
      state.searchTerm = action.payload.name;
      state.coordinates = action.payload.coordinates;
      state.mapData = { radius: state.radius, searchedCoordinates: action.payload.coordinates };
    },
    clearPlace(state) {
      state.searchTerm = '';
      state.coordinates = defaultMapCentre;
      state.mapData = { radius: state.radius, searchedCoordinates: null };
    },
    setView(state, action: PayloadAction<MapView>) {
      state.view = action.payload;
    },
  },
  selectors: {
    selectMap: (state) => state,
  },
});

export const { setSearchTerm, setRadius, choosePlace, clearPlace, setView } = mapSlice.actions;
export const { selectMap } = mapSlice.selectors;
