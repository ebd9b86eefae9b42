// The site-config module as app.ts and the seed use it.
export { createFrameAncestors } from './frame-ancestors';
export { registerSiteConfigRoutes } from './site-config.routes';
export { createTagManagerCheck } from './tag-manager';
// Written by the demo seed only.
export { siteThemes, venueFooters } from './site-config.tables';
