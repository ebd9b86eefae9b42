import {
  type MembershipsQuery,
  type MembershipsReport,
  type MembershipsRow,
  type StoredFile,
} from '@lido/contract';
import type { Caller } from '../../../platform/http/auth-guard';
import { figure } from './report-csv';
import { csvFile, percentOf } from './report-output';
import { managerScope, type ReportsDeps } from './report-scope';
import { membershipsBetween } from './reports.repository';

/** The operator's members by plan over the period: held at its start and end, joined, ended. */
export async function membershipsReport(
  deps: ReportsDeps,
  caller: Caller,
  query: MembershipsQuery,
): Promise<MembershipsReport> {
  const scope = await managerScope(deps, caller, undefined);
  const plans = await membershipsBetween(deps.db, {
    operatorId: scope.operatorId,
    from: query.from,
    to: query.to,
  });
  const wire = (plan: {
    planId: number | null;
    plan: string;
    activeAtStart: number;
    joined: number;
    ended: number;
    activeAtEnd: number;
  }): MembershipsRow => ({
    plan_id: plan.planId,
    plan: plan.plan,
    active_at_start: plan.activeAtStart,
    joined: plan.joined,
    ended: plan.ended,
    active_at_end: plan.activeAtEnd,
    churn_percent: percentOf(plan.ended, plan.activeAtStart),
  });
  const sum = (pick: (plan: (typeof plans)[number]) => number) =>
    plans.reduce((total, plan) => total + pick(plan), 0);
  return {
    from: query.from,
    to: query.to,
    rows: plans.map(wire),
    total: wire({
      planId: null,
      plan: 'All plans',
      activeAtStart: sum((plan) => plan.activeAtStart),
      joined: sum((plan) => plan.joined),
      ended: sum((plan) => plan.ended),
      activeAtEnd: sum((plan) => plan.activeAtEnd),
    }),
  };
}

export async function membershipsCsv(
  deps: ReportsDeps,
  caller: Caller,
  query: MembershipsQuery,
): Promise<StoredFile> {
  const report = await membershipsReport(deps, caller, query);
  return csvFile(
    `memberships-${query.from}-to-${query.to}.csv`,
    ['Plan', 'Active at start', 'Joined', 'Ended', 'Active at end', 'Churn (%)'],
    report.rows.map((row) => [
      row.plan,
      figure(row.active_at_start),
      figure(row.joined),
      figure(row.ended),
      figure(row.active_at_end),
      figure(row.churn_percent),
    ]),
  );
}
