// The open data feeds module as the openactive context, the background sweeps and the tests use it.
export { registerOpenDataFeedRoutes } from './open-data-feeds.routes';
export { publishOpenDataChanges } from './open-data-publisher';
export { retireEndedOpenDataItems } from './open-data-retention';
export { collapseOpenDataChanges } from './stale-items';
export { openDataFeeds, type OpenDataFeed } from './open-data-feeds.tables';
// The partner Orders feeds are numbered under the same lock, from the same sequence.
export { holdChangeNumbers } from './change-numbers';
export { OPEN_DATA_PAGE_SIZE } from './open-data-pages';
// The Open Booking API quotes and books what the feeds publish.
export { findOpportunities, occurrenceIdOf, type Opportunity } from './opportunities';
export { openDataBase } from './open-data-parts';
