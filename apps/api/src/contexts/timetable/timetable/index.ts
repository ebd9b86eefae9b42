// The timetable module as other modules, its context, the sweeps, the seed and test support use it.
// It owns capacity: places are claimed and given back through places.ts, the only writer of
// `occurrences.booked`.
export { AVAILABILITY_CHANNEL } from './availability-cache';
export { durationLabel } from './availability-rows';
export {
  BOOKING_CLOSED_REASON,
  firstBookableAt,
  FULL_REASON,
  lastBookableAt,
  NOT_RELEASED_REASON,
  type BookingRules,
  type CallerStanding,
} from './booking-window';
export { extendOccurrenceHorizon } from './occurrence-horizon';
export { changeCapacities, claimPlaces, givePlacesBack, removeGivingPlacesBack } from './places';
// What the timetable import and the operator console will write schedules' calendars with.
export {
  addScheduleClosure,
  findScheduleClosureId,
  removeScheduleClosure,
  setScheduleValidity,
  updateScheduleClosure,
  type LocalDate,
  type ScheduleClosure,
} from './schedule-calendar';
// What the operator import writes weekly sessions with (one schedule per weekday), and checks
// closures of them against.
export {
  findScheduleCalendars,
  saveWeeklySchedules,
  type ScheduleCalendar,
  type SchedulesByWeekday,
  type WeeklyScheduleFields,
} from './schedule-import';
// What the operator's session operations (cancel, move, rule changes) write sessions with.
export {
  findOperatedSession,
  findOperatedSessionsOn,
  lockSessionsBeingBooked,
  markOccurrenceCancelled,
  moveOccurrence,
  type LocalStart,
  type OperatedSession,
  type SessionInTheWay,
} from './operated-sessions';
export {
  applyScheduleRule,
  schedulesWithSessionsOn,
  type BookedSessionOffRule,
  findBookedSessionsOffRule,
  NO_LONGER_RUNS_REASON,
  type RuleApplied,
  type RuleDifference,
} from './schedule-rule';
export { registerCapacityRoutes, type CapacityDeps } from './session-capacity';
export { pencePayable, type PricingOption } from './session-price';
export { findSessionStanding, type SessionStanding } from './session-standing';
export type { CallerStandingsLookup } from './timetable.service';
export { registerTimetableRoutes } from './timetable.routes';
export { dateObject, instantObject, timeOfDay, zonedInstant } from './venue-clock';
// `occurrences` is read in the bookings module's joins and by the demo seed, which also loads the
// schedules; nothing outside the timetable writes them.
export {
  occurrences,
  scheduleInstructors,
  schedules,
  scheduleTags,
  type OccurrenceKind,
} from './timetable.tables';
