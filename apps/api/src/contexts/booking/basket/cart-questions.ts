import type { answerCartQuestions as answerCartQuestionsRoute, RouteBody } from '@lido/contract';
import { DomainError } from '../../../platform/errors/domain-error';
import { saveAnswers } from '../../timetable/questions';
import { findOwnersCart, type BasketDeps, type BasketOwner } from './basket-owner';
import { loadCartLines } from './cart-lines';

type AnswersBody = NonNullable<RouteBody<typeof answerCartQuestionsRoute>>;

const NOT_FOUND = 'Unable to complete request, item not found.';

/**
 * `POST activities/cart/{cartId}/questions`: answers to the questions of the basket's places,
 * each stored for its item's attendee and session. The basket must be the caller's; an item or
 * question not in it is not found, and nothing is written unless every answer is valid.
 */
export async function answerCartQuestions(
  deps: BasketDeps,
  owner: BasketOwner,
  cartId: number,
  body: AnswersBody,
): Promise<{ answered: number }> {
  const cart = await findOwnersCart(deps.db, owner);
  if (!cart || cart.id !== cartId || owner.kind !== 'customer')
    throw new DomainError('NOT_FOUND', NOT_FOUND);
  const lines = await loadCartLines(deps.db, cart.id);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    for (const [index, given] of body.answers.entries()) {
      const line = lines.find((candidate) => candidate.id === given.cart_item_id);
      if (!line?.purchasedForCustomerId) throw new DomainError('NOT_FOUND', NOT_FOUND);
      await saveAnswers(tx, {
        occurrenceId: line.occurrenceId,
        categoryId: line.categoryId,
        attendeeId: line.purchasedForCustomerId,
        answeredBy: owner.payerId,
        answers: [{ question_id: given.question_id, answer: given.answer }],
        now,
        fieldOf: () => `answers.${index}.answer`,
      });
    }
  });
  return { answered: body.answers.length };
}
