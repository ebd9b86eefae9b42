import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { TEST_NOW } from '../../../../test-support/test-clock';
import {
  claimPlaces,
  extendOccurrenceHorizon,
  findBookedSessionsOffRule,
} from '../../../timetable/timetable';
import { occurrences } from '../../../timetable/timetable/timetable.tables';
import { importKinds } from '../import-kinds';
import { importedIds } from '../imported-ids.test-support';
import { runImport } from '../import-run';

// Changing a weekly session's rule by import: the sessions already made that nobody has booked
// follow the new rule; a booked one keeps its time and is listed for a manager to decide.

const templatesDir = fileURLToPath(new URL('../../../../../../../docs/import/', import.meta.url));
const template = (name: string) => ({
  name,
  content: readFileSync(`${templatesDir}${name}`, 'utf8'),
});
const catalogueFiles = ['venues.csv', 'locations.csv', 'activities.csv'].map(template);
const schedulesCsv = template('schedules.csv');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = (files: { name: string; content: string }[]) =>
  runImport(t.db, importKinds, files, { dryRun: false, staffUserId: null, now: TEST_NOW });

it('moves unbooked sessions to the new time and lists the booked one', async () => {
  expect((await run([...catalogueFiles, schedulesCsv])).problems).toEqual([]);
  await extendOccurrenceHorizon(t.db, TEST_NOW, 14);
  const ids = await importedIds(t.db, 1, 'schedules');
  const mondays = JSON.parse(ids.get('SWC-YOGA-EVE')!) as Record<string, number>;
  const mondayScheduleId = mondays['1']!;
  const sessions = () =>
    t.db
      .select({ id: occurrences.id, date: occurrences.date, startsAt: occurrences.startsAt })
      .from(occurrences)
      .where(and(eq(occurrences.scheduleId, mondayScheduleId), gt(occurrences.startsAt, TEST_NOW)))
      .orderBy(asc(occurrences.startsAt));
  const before = await sessions();
  // Mondays 26 October and 2 November 2026, after the clocks went back: 18:00 GMT.
  expect(before.map((session) => [session.date, session.startsAt.toISOString()])).toEqual([
    ['2026-10-26', '2026-10-26T18:00:00.000Z'],
    ['2026-11-02', '2026-11-02T18:00:00.000Z'],
  ]);
  expect(await claimPlaces(t.db, before[0]!.id, 1)).toBe(true);

  const later = {
    ...schedulesCsv,
    content: schedulesCsv.content.replace('Mon;Wed,18:00,19:00', 'Mon;Wed,19:00,20:00'),
  };
  const report = await run([...catalogueFiles, later]);
  expect(report.kinds.find((kind) => kind.kind === 'schedules')).toMatchObject({ updated: 1 });

  const after = await sessions();
  expect(after.map((session) => [session.date, session.startsAt.toISOString()])).toEqual([
    ['2026-10-26', '2026-10-26T18:00:00.000Z'],
    ['2026-11-02', '2026-11-02T19:00:00.000Z'],
  ]);
  const listed = await findBookedSessionsOffRule(t.db, mondayScheduleId, TEST_NOW);
  expect(listed).toEqual([
    expect.objectContaining({
      date: '2026-10-26',
      startTime: '18:00',
      booked: 1,
      ruleStartTime: '19:00',
    }),
  ]);
});
