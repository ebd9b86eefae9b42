import type { RouteBody, RouteResponse } from '@lido/contract';
import { answerCartQuestions, buildPath } from '@lido/contract';
import { lidoApi } from '../../../shared/lib/lido-api';
import type { Camelized } from '../../../shared/lib/case-keys';

export type AnswerCartQuestionsBody = Camelized<RouteBody<typeof answerCartQuestions>>;
export type AnsweredQuestions = Camelized<RouteResponse<typeof answerCartQuestions>['data']>;

export interface AnswerCartQuestionsArgs {
  cartId: number;
  body: AnswerCartQuestionsBody;
}

/**
 * `POST /api/activities/cart/{cartId}/questions`: answers to the questions of basket items'
 * activities, each stored for the item's attendee at that session.
 */
export const answerCartQuestionsApi = lidoApi.injectEndpoints({
  endpoints: (build) => ({
    answerCartQuestions: build.mutation<AnsweredQuestions, AnswerCartQuestionsArgs>({
      query: ({ cartId, body }) => ({
        url: buildPath(answerCartQuestions.path, { cartId }),
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const { useAnswerCartQuestionsMutation } = answerCartQuestionsApi;
