import { QUESTIONS_UNANSWERED_MESSAGE, type ItemQuestion, type Question } from '@lido/contract';
import type { Database } from '../../../platform/db/client';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { resolveActingCustomer } from '../../people/accounts';
import {
  deleteAnswer,
  findAnswers,
  findQuestions,
  findSession,
  hasPlaceOn,
  upsertAnswer,
} from './questions.repository';

const NOT_FOUND = 'Unable to complete request, item not found.';

/** A basket place as the questions see it: its session, activity and who is going. */
export interface PlaceForQuestions {
  occurrenceId: number;
  categoryId: string;
  purchasedForCustomerId: number | null;
}

/** Each place's questions with its attendee's answers so far, in the places' order. */
export async function questionsOfPlaces(
  db: Database,
  places: readonly PlaceForQuestions[],
): Promise<ItemQuestion[][]> {
  const questions = await findQuestions(
    db,
    places.map((place) => place.categoryId),
  );
  if (questions.size === 0) return places.map(() => []);
  const answers = await findAnswers(
    db,
    places.flatMap((place) =>
      place.purchasedForCustomerId === null || !questions.has(place.categoryId)
        ? []
        : [{ occurrenceId: place.occurrenceId, customerId: place.purchasedForCustomerId }],
    ),
  );
  return places.map((place) => {
    const given = answers.get(`${place.occurrenceId}:${place.purchasedForCustomerId}`);
    return (questions.get(place.categoryId) ?? []).map((question) => ({
      ...question,
      answer: given?.get(question.id) ?? null,
    }));
  });
}

/** Every required question of every place is answered for its attendee (checked at checkout). */
export async function assertQuestionsAnswered(
  db: Database,
  places: readonly PlaceForQuestions[],
): Promise<void> {
  const perPlace = await questionsOfPlaces(db, places);
  const isMissing = perPlace.some((questions) =>
    questions.some((question) => question.is_required && question.answer === null),
  );
  if (isMissing) throw new DomainError('QUESTIONS_UNANSWERED', QUESTIONS_UNANSWERED_MESSAGE);
}

function answerProblem(question: Question, answer: string): string | null {
  if (answer === '') return question.is_required ? 'This question must be answered.' : null;
  if (question.kind === 'yes_no' && answer !== 'yes' && answer !== 'no')
    return 'The answer must be yes or no.';
  if (question.kind === 'choice' && !question.choices.includes(answer))
    return `The answer must be one of: ${question.choices.join(', ')}.`;
  return null;
}

/**
 * Stores answers to a session's questions for one attendee (an empty answer to an optional
 * question clears it). Every answer is checked before any is written; a question of another
 * activity is not found. `fieldOf` names each answer's field for the 422.
 */
export async function saveAnswers(
  db: Database,
  {
    occurrenceId,
    categoryId,
    attendeeId,
    answeredBy,
    answers,
    now,
    fieldOf,
  }: {
    occurrenceId: number;
    categoryId: string;
    attendeeId: number;
    answeredBy: number | null;
    answers: readonly { question_id: number; answer: string }[];
    now: Date;
    fieldOf: (index: number) => string;
  },
): Promise<void> {
  const questions = (await findQuestions(db, [categoryId])).get(categoryId) ?? [];
  const errors: Record<string, string[]> = {};
  const checked = answers.map((given, index) => {
    const question = questions.find((candidate) => candidate.id === given.question_id);
    if (!question) throw new DomainError('NOT_FOUND', NOT_FOUND);
    const problem = answerProblem(question, given.answer);
    if (problem) errors[fieldOf(index)] = [problem];
    return { question, answer: given.answer };
  });
  if (Object.keys(errors).length > 0) {
    const [first] = Object.values(errors);
    throw new DomainError('VALIDATION_FAILED', first?.[0] ?? 'The answers are not valid.', errors);
  }
  for (const { question, answer } of checked) {
    const key = { questionId: question.id, occurrenceId, customerId: attendeeId };
    if (answer === '') await deleteAnswer(db, key);
    else
      await upsertAnswer(db, { ...key, answer, answeredByCustomerId: answeredBy, answeredAt: now });
  }
}

/**
 * `activities/{id}/questions/answers` and `activities/occurrences/{id}/questions/answers`: the
 * caller answers a session's questions for themself or someone they book for, who must hold or
 * have booked a place on it.
 */
export async function answerSessionQuestions(
  db: Database,
  caller: Caller,
  {
    sessionId,
    answers,
    selectedUserId,
    now,
  }: {
    sessionId: string;
    answers: readonly { question_id: number; answer: string }[];
    selectedUserId?: number | null | undefined;
    now: Date;
  },
): Promise<{ question_id: number; answer: string }[]> {
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  const session = await findSession(db, sessionId);
  if (!session || !(await hasPlaceOn(db, session.id, acting.customerId))) {
    throw new DomainError('NOT_FOUND', NOT_FOUND);
  }
  await db.transaction((tx) =>
    saveAnswers(tx, {
      occurrenceId: session.id,
      categoryId: session.categoryId,
      attendeeId: acting.customerId,
      answeredBy: caller.kind === 'customer' ? caller.userId : null,
      answers,
      now,
      fieldOf: (index) => `answers.${index}.answer`,
    }),
  );
  return answers.map(({ question_id, answer }) => ({ question_id, answer }));
}
