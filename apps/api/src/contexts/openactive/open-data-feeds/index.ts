// The open data feeds module as the openactive context, the background sweeps and the tests use it.
export { registerOpenDataFeedRoutes } from './open-data-feeds.routes';
export { publishOpenDataChanges } from './open-data-publisher';
export { retireEndedOpenDataItems } from './open-data-retention';
export { collapseOpenDataChanges } from './stale-items';
export { openDataFeeds, type OpenDataFeed } from './open-data-feeds.tables';
