// The questions module as the basket, checkout, its context and the seed use it. It owns what an
// activity asks each attendee (`activity_questions`) and the answers, per attendee per session
// (`question_answers`), written only by saveAnswers and erased with the account.
export {
  assertQuestionsAnswered,
  questionsOfPlaces,
  saveAnswers,
  type PlaceForQuestions,
} from './questions.service';
export { registerQuestionsRoutes } from './questions.routes';
export { eraseAnswersOf } from './personal-data';
// Loaded with fixed rows by the demo seed.
export { activityQuestions } from './questions.tables';
