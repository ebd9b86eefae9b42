import { answerActivityQuestions, answerOccurrenceQuestions } from '@lido/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { registerRoute } from '../../../platform/http/register-routes';
import { answerSessionQuestions } from './questions.service';

export function registerQuestionsRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Database; clock: Clock },
): void {
  registerRoute(app, answerActivityQuestions, async ({ caller, params, body }) => ({
    data: {
      answers: await answerSessionQuestions(db, caller, {
        sessionId: String(params.activityId),
        answers: body.answers,
        selectedUserId: body.selected_user_id,
        now: clock.now(),
      }),
    },
  }));

  registerRoute(app, answerOccurrenceQuestions, async ({ caller, params, body }) => ({
    data: {
      answers: await answerSessionQuestions(db, caller, {
        sessionId: params.occurrenceId,
        answers: body.answers,
        selectedUserId: body.selected_user_id,
        now: clock.now(),
      }),
    },
  }));
}
