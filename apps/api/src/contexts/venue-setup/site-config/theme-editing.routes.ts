import { getAdminTheme, previewFooterHtml, saveAdminTheme as saveThemeRoute } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import {
  previewFooter,
  readAdminTheme,
  saveAdminTheme,
  type ThemeEditingDeps,
} from './theme-editing.service';

/** The console's Theme page: `/api/admin/theme` (read, save) and the footer's preview. */
export function registerThemeEditingRoutes(app: FastifyInstance, deps: ThemeEditingDeps): void {
  registerRoute(app, getAdminTheme, async ({ caller, query }) => ({
    data: await readAdminTheme(deps, caller, query.venue),
  }));
  registerRoute(app, saveThemeRoute, async ({ caller, query, body }) => ({
    data: await saveAdminTheme(deps, caller, query.venue, body),
  }));
  registerRoute(app, previewFooterHtml, async ({ caller, body }) => ({
    data: await previewFooter(deps, caller, body.footer_html),
  }));
}
