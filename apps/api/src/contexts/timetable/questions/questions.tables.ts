import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from '../../people/accounts/accounts.tables';
import { categories } from '../../venue-setup/catalogue/catalogue.tables';
import { occurrences } from '../timetable/timetable.tables';

export const questionKinds = ['text', 'choice', 'yes_no'] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** What an activity asks each attendee before the order: free text, a choice, or yes or no. */
export const activityQuestions = pgTable(
  'activity_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    text: text('text').notNull(),
    kind: text('kind').$type<QuestionKind>().notNull(),
    /** For 'choice': the answers offered. */
    choices: text('choices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isRequired: boolean('is_required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('activity_questions_category_idx').on(table.categoryId),
    check('activity_questions_kind', sql`${table.kind} in ('text', 'choice', 'yes_no')`),
  ],
);

/**
 * An attendee's answer to a question for one session: given in the basket or after booking,
 * shown to staff on the session's register. One answer per question, session and attendee.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => activityQuestions.id),
    occurrenceId: integer('occurrence_id')
      .notNull()
      .references(() => occurrences.id),
    /** The attendee the answer is about. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    answer: text('answer').notNull(),
    /** Who gave it: the attendee, or the family lead answering for them. */
    answeredByCustomerId: integer('answered_by_customer_id').references(() => customers.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.occurrenceId, table.customerId] }),
    index('question_answers_occurrence_idx').on(table.occurrenceId, table.customerId),
  ],
);
