import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { idNumber, idParam, v1OrV2Id } from '../primitives/ids';

export const questionKinds = ['text', 'choice', 'yes_no'] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** A question an activity asks each attendee before the order (medical, ability, kit). */
export const Question = z.object({
  id: z.number().int(),
  text: z.string(),
  kind: z.enum(questionKinds),
  /** For `choice`: the answers to choose from; `yes_no` is answered "yes" or "no". */
  choices: z.array(z.string()),
  is_required: z.boolean(),
});
export type Question = z.infer<typeof Question>;

/** A question on a basket item, with the attendee's answer so far for that session. */
export const ItemQuestion = Question.extend({ answer: z.string().nullable() });
export type ItemQuestion = z.infer<typeof ItemQuestion>;

export const QUESTIONS_UNANSWERED_MESSAGE =
  'Please answer the questions for each place in your basket before paying.';

const AnswerText = z
  .string({ error: 'The answer must be text.' })
  .trim()
  .max(500, 'The answer may not be longer than 500 characters.');

/** `POST activities/cart/{cartId}/questions`: answers for the attendees of basket items. */
export const answerCartQuestions = defineRoute({
  method: 'POST',
  path: '/api/activities/cart/:cartId/questions',
  summary:
    "Answer the questions of basket items' activities, for each item's attendee (stored per attendee per session)",
  tags: ['basket'],
  auth: 'required',
  params: z.object({ cartId: idParam() }),
  body: z.object({
    answers: z
      .array(
        z.object({
          cart_item_id: idNumber('The cart item id must be a number.'),
          question_id: idNumber('The question id must be a number.'),
          answer: AnswerText,
        }),
      )
      .min(1, 'Answer at least one question.')
      .max(100),
    selected_user_id: idNumber().nullable().optional(),
  }),
  response: dataEnvelope(z.object({ answered: z.number().int() })),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

const SessionAnswers = z.object({
  answers: z
    .array(
      z.object({ question_id: idNumber('The question id must be a number.'), answer: AnswerText }),
    )
    .min(1, 'Answer at least one question.')
    .max(50),
  /** Whose answers: the caller, a family member they lead, or (staff) a customer of their venue. */
  selected_user_id: idNumber().nullable().optional(),
});

const AnswersResponse = dataEnvelope(
  z.object({ answers: z.array(z.object({ question_id: z.number().int(), answer: z.string() })) }),
);

/** `POST activities/{activityId}/questions/answers`: a session by its numeric (v1) id. */
export const answerActivityQuestions = defineRoute({
  method: 'POST',
  path: '/api/activities/:activityId/questions/answers',
  summary: "Answer a session's questions for its attendee (numeric session id)",
  tags: ['basket'],
  auth: 'required',
  params: z.object({ activityId: idParam() }),
  body: SessionAnswers,
  response: AnswersResponse,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});

/** `POST activities/occurrences/{id}/questions/answers`: a session by its v2 (non-numeric) id. */
export const answerOccurrenceQuestions = defineRoute({
  method: 'POST',
  path: '/api/activities/occurrences/:occurrenceId/questions/answers',
  summary: "Answer a session's questions for its attendee (v2 session id)",
  tags: ['basket'],
  auth: 'required',
  params: z.object({ occurrenceId: v1OrV2Id(64) }),
  body: SessionAnswers,
  response: AnswersResponse,
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
});
