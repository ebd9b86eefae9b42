import { lidoPlugin } from '../../platform/lido-plugin';
import { registerDatasetSiteRoutes } from './dataset-site';
import { registerOpenDataFeedRoutes } from './open-data-feeds';

/**
 * OpenActive (issue 44, decisions/045): the operator's sessions and court slots as RPDE feeds that
 * activity finders harvest, and the dataset site that lists them under an open licence.
 */
export const openactiveContext = lidoPlugin({ name: 'openactive' }, (scope) => {
  const { db, readDb } = scope.lido;
  registerOpenDataFeedRoutes(scope, { db: readDb });
  registerDatasetSiteRoutes(scope, { db });
});

export {
  collapseOpenDataChanges,
  publishOpenDataChanges,
  retireEndedOpenDataItems,
} from './open-data-feeds';
