import {
  downloadMembershipsReport,
  getChangesReport,
  downloadTakingsReport,
  downloadUtilisationReport,
  getMembershipsReport,
  getTakingsReport,
  getUtilisationReport,
} from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../platform/http/register-routes';
import { changesReport } from './changes-report.service';
import { membershipsCsv, membershipsReport } from './memberships-report.service';
import type { ReportsDeps } from './report-scope';
import { takingsCsv, takingsReport } from './takings-report.service';
import { utilisationCsv, utilisationReport } from './utilisation-report.service';

export function registerReportsRoutes(app: FastifyInstance, deps: ReportsDeps): void {
  registerRoute(app, getUtilisationReport, async ({ caller, query }) => ({
    data: await utilisationReport(deps, caller, query),
  }));
  registerRoute(app, downloadUtilisationReport, async ({ caller, query }) =>
    utilisationCsv(deps, caller, query),
  );
  registerRoute(app, getTakingsReport, async ({ caller, query }) => ({
    data: await takingsReport(deps, caller, query),
  }));
  registerRoute(app, downloadTakingsReport, async ({ caller, query }) =>
    takingsCsv(deps, caller, query),
  );
  registerRoute(app, getMembershipsReport, async ({ caller, query }) => ({
    data: await membershipsReport(deps, caller, query),
  }));
  registerRoute(app, downloadMembershipsReport, async ({ caller, query }) =>
    membershipsCsv(deps, caller, query),
  );
  registerRoute(app, getChangesReport, async ({ caller, query }) => ({
    data: await changesReport(deps, caller, query),
  }));
}
