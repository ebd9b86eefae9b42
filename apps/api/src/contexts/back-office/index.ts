import { deploymentParts } from '../../platform/deployment';
import { lidoPlugin } from '../../platform/lido-plugin';
import { registerAuditLogRoutes } from '../people/desk-audit';
import { registerHealthRoutes } from './health';
import { registerImportKeysRoutes, registerOperatorImportRoutes } from './operator-import';
import { registerReportsRoutes } from './reports';
import { registerConsoleRoutes } from './console-routes';

/**
 * The back office: the operator console's pages (theme, staff, prices, plans, each change
 * audited), reports, the operator import and its keys, the audit log's proof, and the health
 * check operators monitor.
 */
export const backOfficeContext = lidoPlugin(
  { name: 'back-office', dependencies: ['people'] },
  (scope) => {
    const { db, readDb, clock, config } = scope.lido;
    registerHealthRoutes(scope, { db, parts: deploymentParts(config) });
    registerConsoleRoutes(scope, { db, clock, queueEmail: scope.queueEmail });
    // Reports may lag the primary by a moment: they read the replica when there is one.
    registerReportsRoutes(scope, { db: readDb });
    registerOperatorImportRoutes(scope, {
      db,
      clock,
      horizonDays: config.OCCURRENCE_HORIZON_DAYS,
    });
    registerImportKeysRoutes(scope, { db });
    registerAuditLogRoutes(scope, { db });
  },
);
