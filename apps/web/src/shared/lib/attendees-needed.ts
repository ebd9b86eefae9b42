// The one rule for "this basket still needs the attendees page": the basket, its Checkout button,
// the checkout's loader and the checkout page itself all ask it.

/** What a question says about its answer so far (`CartItem['questions'][number]`). */
interface AnswerableQuestion {
  isRequired: boolean;
  answer: string | null;
}

/** What the rule reads of a basket item. */
interface AttendeePlaceNeeds {
  questions: readonly AnswerableQuestion[];
}

/** What the rule reads of the basket (the store's basket or a cart answer). */
interface BasketNeeds {
  /** The cart's word that some place's attendee has not agreed to its waiver. */
  attendeeWaiversRequired: boolean;
  items: readonly AttendeePlaceNeeds[];
}

/** Blank: no answer, or only spaces (the API trims answers). */
export function isBlankAnswer(answer: string | null | undefined): boolean {
  return (answer ?? '').trim() === '';
}

/** A required question with no answer yet for the place's attendee. */
export function isUnansweredRequired(question: AnswerableQuestion): boolean {
  return question.isRequired && isBlankAnswer(question.answer);
}

/** The place's attendee has a required question still to answer. */
export function hasUnansweredQuestion(item: AttendeePlaceNeeds): boolean {
  return item.questions.some(isUnansweredRequired);
}

/**
 * Checkout waits for the attendees page while a place's attendee has a waiver to agree to or a
 * required question to answer.
 */
export function needsAttendeesPage(basket: BasketNeeds): boolean {
  return basket.attendeeWaiversRequired || basket.items.some(hasUnansweredQuestion);
}
