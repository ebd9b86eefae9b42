import { type ScheduleBookedSessions } from '@lido/contract';
import { eq } from 'drizzle-orm';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { staffRunsVenue } from '../../people/accounts';
import { findBookedSessionsOffRule, schedules } from '../../timetable/timetable';
import { managerOf, NOT_FOUND, type SessionOperationsDeps } from './managed-sessions';

/**
 * `GET /api/admin/schedules/:id/booked-sessions`: the schedule's rule and its future sessions
 * with places taken that no longer match it (a manager of its operator; another operator's
 * schedule reads as missing).
 */
export async function listBookedSessionsOffRule(
  deps: SessionOperationsDeps,
  caller: Caller,
  scheduleId: number,
): Promise<ScheduleBookedSessions> {
  const manager = managerOf(caller);
  const [schedule] = await deps.db.select().from(schedules).where(eq(schedules.id, scheduleId));
  if (
    !schedule ||
    !(await staffRunsVenue(deps.db, manager, 'sessions.operate', schedule.venueId))
  ) {
    throw new DomainError('NOT_FOUND', NOT_FOUND);
  }
  const sessions = await findBookedSessionsOffRule(deps.db, scheduleId, deps.clock.now());
  return {
    schedule_id: scheduleId,
    name: schedule.name,
    rule: {
      weekday: schedule.weekday,
      start_time: schedule.startTime.slice(0, 5),
      duration_minutes: schedule.durationMinutes,
      capacity: schedule.capacity,
      location_id: schedule.locationId,
      starts_on: schedule.startsOn,
      ends_on: schedule.endsOn,
    },
    sessions: sessions.map((session) => ({
      occurrence_id: session.occurrenceId,
      date: session.date,
      start_time: session.startTime,
      end_time: session.endTime,
      bookings: session.booked,
      capacity: session.capacity,
      differences: session.differences,
      rule_start_time: session.ruleStartTime,
    })),
  };
}
