import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { ActivityKind } from '../activities/activity';
import type { ActionsToShow, TimetableFilters } from './timetable-filters';
import { defaultTimetableFilters } from './timetable-filters';

/** The three filter sets of SPEC.md section 3, one per kind of occurrence. */
export type FilterSet = 'classes' | 'adHoc' | 'fastTickets';

export const filterSetByKind = {
  classes: 'classes',
  resources: 'adHoc',
  ticketed: 'fastTickets',
} as const satisfies Record<ActivityKind, FilterSet>;

export type Clock = '12' | '24';

export interface TimetableState {
  filters: Record<FilterSet, TimetableFilters>;
  /** The court or lane chosen on the by-location view (a location id), or null for all. */
  selectedLocation: string | null;
  /** How times of day are shown. */
  clock: Clock;
}

export const initialTimetableState: TimetableState = {
  filters: {
    classes: defaultTimetableFilters,
    adHoc: defaultTimetableFilters,
    fastTickets: defaultTimetableFilters,
  },
  selectedLocation: null,
  clock: '24',
};

interface ForSet<T> {
  set: FilterSet;
  value: T;
}

function toggle(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

export const timetableSlice = createSlice({
  name: 'timetable',
  initialState: initialTimetableState,
  reducers: {
    setTimeRange(state, action: PayloadAction<ForSet<{ startTime: number; endTime: number }>>) {
      const filters = state.filters[action.payload.set];
      filters.startTime = action.payload.value.startTime;
      filters.endTime = action.payload.value.endTime;
    },
    setActionsToShow(state, action: PayloadAction<ForSet<ActionsToShow>>) {
      state.filters[action.payload.set].actionsToShow = action.payload.value;
    },
    toggleInstructor(state, action: PayloadAction<ForSet<number>>) {
      const filters = state.filters[action.payload.set];
      filters.instructors = toggle(filters.instructors, action.payload.value);
    },
    toggleTag(state, action: PayloadAction<ForSet<number>>) {
      const filters = state.filters[action.payload.set];
      filters.tags = toggle(filters.tags, action.payload.value);
    },
    resetFilters(state, action: PayloadAction<FilterSet>) {
      state.filters[action.payload] = defaultTimetableFilters;
    },
    selectLocation(state, action: PayloadAction<string | null>) {
      state.selectedLocation = action.payload;
    },
    setClock(state, action: PayloadAction<Clock>) {
      state.clock = action.payload;
    },
  },
  selectors: {
    selectTimetableFilters: (state, set: FilterSet) => state.filters[set],
    selectSelectedLocation: (state) => state.selectedLocation,
    selectClock: (state) => state.clock,
  },
});

export const {
  setTimeRange,
  setActionsToShow,
  toggleInstructor,
  toggleTag,
  resetFilters,
  selectLocation,
  setClock,
} = timetableSlice.actions;
export const { selectTimetableFilters, selectSelectedLocation, selectClock } =
  timetableSlice.selectors;
