import type {
  ActionToShow,
  ClassRow,
  SlotRowV1,
  SlotRowV2,
  TicketSession as WireTicketSession,
  TimesRowV1,
  TimesRowV2,
} from '@lido/contract';
import type { Camelized } from './case-keys';

/** A class on the timetable (v1 ids are numbers, v2 ids opaque strings). */
export type ClassItem = Camelized<ClassRow>;
/** One start time of a court or lane activity, aggregated over its locations. */
export type TimesItem = Camelized<TimesRowV1> & Partial<Camelized<TimesRowV2>>;
/** One bookable location (court, lane) at one time. */
export type SlotItem = Camelized<SlotRowV1> | Camelized<SlotRowV2>;
/** A drop-in session with its ticket types. */
export type TicketSession = Camelized<WireTicketSession>;
export type TicketType = TicketSession['ticketTypes'][number];

export type ActionStatus = ActionToShow['status'];
