import type { RouteBody } from '@lido/contract';
import { saveAdminTheme } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';
import type { AdminTheme } from './get-theme';

export type ThemeChanges = Camelized<RouteBody<typeof saveAdminTheme>>;

export interface SaveThemeArgs {
  /** Null: the operator's own theme ("All venues"). */
  venue: string | null;
  theme: ThemeChanges;
}

/**
 * `PUT /api/admin/theme?venue=`: every theme field (null falls back) and a venue's footer, which
 * the API stores sanitised. Answers the theme as saved. Saving the same values again changes
 * nothing, so a retry needs no key.
 */
export const saveThemeApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    saveTheme: build.mutation<AdminTheme, SaveThemeArgs>({
      query: ({ venue, theme }) => ({
        url: saveAdminTheme.path,
        method: 'PUT',
        params: venue === null ? {} : { venue },
        body: theme,
      }),
    }),
  }),
});

export const { useSaveThemeMutation } = saveThemeApi;
