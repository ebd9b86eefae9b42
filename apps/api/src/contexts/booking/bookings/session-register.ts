import type { getSessionRegister, RouteResponse } from '@lido/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { questionsOfPlaces } from '../../timetable/questions';
import { waiversOfPlaces } from '../../timetable/restrictions';

type Register = RouteResponse<typeof getSessionRegister>['data'];

const NOT_FOUND = 'Unable to complete request, item not found.';

interface RegisterRow {
  booking_id: number;
  customer_id: number;
  reference: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  attended: boolean;
  no_show: boolean;
  medical_notes: string | null;
}

/**
 * The register of a session for staff of its venue: each booked attendee with their attendance,
 * whether they signed the activity's waiver, their answers to its questions and the medical
 * notes shared with the venue. Another venue's sessions are not found.
 */
export async function sessionRegister(
  db: Database,
  caller: Caller,
  occurrenceId: number,
  now: Date,
): Promise<Register> {
  if (caller.kind !== 'staff') throw new DomainError('FORBIDDEN', 'Unauthorised.');
  const [session] = await rowsOf<{
    id: number;
    name: string;
    date: string;
    category_id: string;
    venue_id: number;
  }>(
    db,
    sql`select id::float8 as id, name, date::text as date, category_id, venue_id
      from occurrences where id = ${occurrenceId}`,
  );
  if (!session || session.venue_id !== caller.staffVenueId) {
    throw new DomainError('NOT_FOUND', NOT_FOUND);
  }
  const rows = await rowsOf<RegisterRow>(
    db,
    sql`select b.id::float8 as booking_id, c.id as customer_id, c.reference, c.first_name,
        c.last_name, c.date_of_birth::text as date_of_birth, b.attended, b.no_show,
        m.notes as medical_notes
      from bookings b
      join customers c on c.id = b.customer_id
      left join customer_medical_notes m on m.customer_id = c.id
      where b.occurrence_id = ${occurrenceId} and b.status = 'booked'
      order by c.last_name, c.first_name, b.id`,
  );
  const places = rows.map((row) => ({
    occurrenceId,
    categoryId: session.category_id,
    purchasedForCustomerId: Number(row.customer_id),
  }));
  const [waivers, questions] = await Promise.all([
    waiversOfPlaces(db, places, now),
    questionsOfPlaces(db, places),
  ]);
  return {
    occurrence_id: Number(session.id),
    name: session.name,
    date: session.date,
    attendees: rows.map((row, index) => {
      const waiver = waivers[index];
      return {
        booking_id: Number(row.booking_id),
        customer: {
          id: Number(row.customer_id),
          reference: row.reference,
          first_name: row.first_name,
          last_name: row.last_name,
          date_of_birth: row.date_of_birth,
        },
        attendance: row.attended ? 'attended' : row.no_show ? 'no_show' : null,
        waiver: waiver
          ? { title: waiver.title, version: waiver.version, signed: waiver.signed }
          : null,
        answers: (questions[index] ?? []).map((question) => ({
          question: question.text,
          answer: question.answer,
        })),
        medical_notes: row.medical_notes,
      };
    }),
  };
}
