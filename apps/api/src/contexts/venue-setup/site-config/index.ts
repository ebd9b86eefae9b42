// The site-config module as its context and the seed use it.
export { createFrameAncestors } from './frame-ancestors';
export { registerSiteConfigRoutes } from './site-config.routes';
export { createTagManagerCheck } from './tag-manager';
export { registerThemeEditingRoutes } from './theme-editing.routes';
export type { ThemeChange } from './theme-editing.service';
// Written by the demo seed only.
export { siteThemes, venueFooters } from './site-config.tables';
