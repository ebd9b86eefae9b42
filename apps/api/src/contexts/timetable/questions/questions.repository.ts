import { sql } from 'drizzle-orm';
import type { Question } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { jsonColumn, rowsOf } from '../../../platform/db/raw-rows';
import { questionAnswers } from './questions.tables';

/** The questions of each activity named, in their order. */
export async function findQuestions(
  db: Database,
  categoryIds: readonly string[],
): Promise<Map<string, Question[]>> {
  const byActivity = new Map<string, Question[]>();
  const ids = [...new Set(categoryIds)];
  if (ids.length === 0) return byActivity;
  const rows = await rowsOf<{
    id: number;
    category_id: string;
    text: string;
    kind: Question['kind'];
    choices: unknown;
    is_required: boolean;
  }>(
    db,
    sql`select id, category_id, text, kind, to_json(choices) as choices, is_required
      from activity_questions
      where category_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by sort_order, id`,
  );
  for (const row of rows) {
    const list = byActivity.get(row.category_id) ?? [];
    list.push({
      id: Number(row.id),
      text: row.text,
      kind: row.kind,
      choices: jsonColumn<string[]>(row.choices, []),
      is_required: Boolean(row.is_required),
    });
    byActivity.set(row.category_id, list);
  }
  return byActivity;
}

/** Answers given for these (session, attendee) pairs, keyed `occurrenceId:customerId`. */
export async function findAnswers(
  db: Database,
  pairs: readonly { occurrenceId: number; customerId: number }[],
): Promise<Map<string, Map<number, string>>> {
  const answers = new Map<string, Map<number, string>>();
  if (pairs.length === 0) return answers;
  const rows = await rowsOf<{
    occurrence_id: number;
    customer_id: number;
    question_id: number;
    answer: string;
  }>(
    db,
    sql`select occurrence_id, customer_id, question_id, answer from question_answers
      where (occurrence_id, customer_id) in (${sql.join(
        pairs.map((pair) => sql`(${pair.occurrenceId}::int, ${pair.customerId}::int)`),
        sql`, `,
      )})`,
  );
  for (const row of rows) {
    const key = `${Number(row.occurrence_id)}:${Number(row.customer_id)}`;
    const forPair = answers.get(key) ?? new Map<number, string>();
    forPair.set(Number(row.question_id), row.answer);
    answers.set(key, forPair);
  }
  return answers;
}

export async function upsertAnswer(
  db: Database,
  row: typeof questionAnswers.$inferInsert,
): Promise<void> {
  await db
    .insert(questionAnswers)
    .values(row)
    .onConflictDoUpdate({
      target: [
        questionAnswers.questionId,
        questionAnswers.occurrenceId,
        questionAnswers.customerId,
      ],
      set: {
        answer: row.answer,
        answeredByCustomerId: row.answeredByCustomerId,
        answeredAt: row.answeredAt,
      },
    });
}

export async function deleteAnswer(
  db: Database,
  key: { questionId: number; occurrenceId: number; customerId: number },
): Promise<void> {
  await db.execute(
    sql`delete from question_answers where question_id = ${key.questionId}
      and occurrence_id = ${key.occurrenceId} and customer_id = ${key.customerId}`,
  );
}

/** A session by its v1 id or v2 public id, with its activity. */
export async function findSession(
  db: Database,
  id: string,
): Promise<{ id: number; categoryId: string; venueId: number } | null> {
  const condition = /^\d{1,15}$/.test(id) ? sql`id = ${Number(id)}` : sql`public_id = ${id}`;
  const [row] = await rowsOf<{ id: number; category_id: string; venue_id: number }>(
    db,
    sql`select id::float8 as id, category_id, venue_id from occurrences where ${condition}`,
  );
  return row ? { id: Number(row.id), categoryId: row.category_id, venueId: row.venue_id } : null;
}

/** The attendee holds a place on the session (in a basket) or has booked it. */
export async function hasPlaceOn(
  db: Database,
  occurrenceId: number,
  customerId: number,
): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`select exists (select 1 from cart_items where occurrence_id = ${occurrenceId}
          and purchased_for_customer_id = ${customerId})
        or exists (select 1 from bookings where occurrence_id = ${occurrenceId}
          and customer_id = ${customerId} and status = 'booked') as found`,
  );
  return Boolean(row?.found);
}
