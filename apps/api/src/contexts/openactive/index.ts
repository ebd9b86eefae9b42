import { lidoPlugin } from '../../platform/lido-plugin';
import { registerBookingPartnerRoutes } from './booking-partners';
import { registerDatasetSiteRoutes } from './dataset-site';
import { registerOpenDataFeedRoutes } from './open-data-feeds';

/**
 * OpenActive (issue 44, decisions/045): the operator's sessions and court slots as RPDE feeds that
 * activity finders harvest, the dataset site that lists them under an open licence, and the
 * booking partners whose API keys the operator issues in the console.
 */
export const openactiveContext = lidoPlugin({ name: 'openactive' }, (scope) => {
  const { db, readDb, clock } = scope.lido;
  registerOpenDataFeedRoutes(scope, { db: readDb });
  registerDatasetSiteRoutes(scope, { db });
  // The console's Booking partners page: the keys the Open Booking API will accept.
  registerBookingPartnerRoutes(scope, { db, clock });
});

export {
  collapseOpenDataChanges,
  publishOpenDataChanges,
  retireEndedOpenDataItems,
} from './open-data-feeds';
export { forgetAbandonedQuotes, publishPartnerOrders } from './partner-orders';
