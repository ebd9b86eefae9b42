import { lidoPlugin } from '../../platform/lido-plugin';
import { registerDeskCustomersRoutes } from './desk-customers';
import { registerDeskPricesRoutes } from './desk-prices';
import { registerDeskRefundsRoutes } from './desk-refunds';
import { registerEndOfDayRoutes } from './end-of-day';
import { registerKioskRoutes } from './kiosk';

/**
 * Front of house: the desk's customers, price changes and refunds (card refunds go through
 * money), the end-of-day takings, and the kiosks in the foyer.
 */
export const frontOfHouseContext = lidoPlugin(
  { name: 'front-of-house', dependencies: ['money'] },
  (scope) => {
    const { db, clock } = scope.lido;
    registerDeskCustomersRoutes(scope, { db, clock });
    registerDeskPricesRoutes(scope, { db, clock });
    registerDeskRefundsRoutes(scope, {
      db,
      clock,
      settleCardRefund: scope.settleCardRefund,
      queueEmail: scope.queueEmail,
    });
    registerEndOfDayRoutes(scope, { db, clock });
    registerKioskRoutes(scope, { db });
  },
);
