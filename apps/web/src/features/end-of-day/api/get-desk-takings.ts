import type { RouteQuery, RouteResponse } from '@lido/contract';
import { getDeskTakings } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type DeskTakings = Camelized<RouteResponse<typeof getDeskTakings>['data']>;
export type TenderTakings = DeskTakings['byTender'][number];
export type StaffTakings = DeskTakings['byStaff'][number];
export type CashUp = DeskTakings['cashUps'][number];
export type DeskTakingsQuery = RouteQuery<typeof getDeskTakings>;

/**
 * `GET /api/foh/takings?date=`: a day's desk takings at the signed-in staff member's venue, by
 * tender and by member of staff, the cash the till should hold and the day's counts of it.
 */
export const getDeskTakingsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    getDeskTakings: build.query<DeskTakings, DeskTakingsQuery>({
      query: ({ date }) => ({ url: getDeskTakings.path, params: { date } }),
    }),
  }),
});

export const { useGetDeskTakingsQuery } = getDeskTakingsApi;
