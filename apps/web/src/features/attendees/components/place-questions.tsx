import { useId } from 'react';
import type { CartItem } from '../../../shared/lib/cart';
import { isBlankAnswer } from '../../../shared/lib/attendees-needed';

export type ItemQuestion = CartItem['questions'][number];

/** The contract's limit on an answer. */
export const answerMaxLength = 500;
export const answerThisQuestionCopy = 'Answer this question.';

const yesNoChoices = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** A question's label as the customer reads it: "Can you swim 25 metres? (required)". */
export function questionLabel(question: Pick<ItemQuestion, 'text' | 'isRequired'>): string {
  return question.isRequired ? `${question.text} (required)` : question.text;
}

function choicesOf(question: ItemQuestion): readonly { value: string; label: string }[] {
  if (question.kind === 'yes_no') return yesNoChoices;
  return question.choices.map((choice) => ({ value: choice, label: choice }));
}

interface QuestionFieldProps {
  question: ItemQuestion;
  value: string;
  onAnswer: (value: string) => void;
  isDisabled: boolean;
  /** Mark it as still to answer (after Continue found it blank). */
  isMissing: boolean;
}

function QuestionField({ question, value, onAnswer, isDisabled, isMissing }: QuestionFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const error = isMissing ? (
    <p id={errorId} className="lido-field__error">
      {answerThisQuestionCopy}
    </p>
  ) : null;

  if (question.kind === 'text') {
    return (
      <div className={isMissing ? 'lido-field lido-field--invalid' : 'lido-field'}>
        <label htmlFor={id}>{questionLabel(question)}</label>
        <textarea
          id={id}
          rows={3}
          maxLength={answerMaxLength}
          value={value}
          disabled={isDisabled}
          aria-required={question.isRequired || undefined}
          aria-invalid={isMissing || undefined}
          aria-describedby={isMissing ? errorId : undefined}
          onChange={(event) => onAnswer(event.currentTarget.value)}
        />
        {error}
      </div>
    );
  }

  // yes/no answers are stored as "yes" and "no".
  const chosen = question.kind === 'yes_no' ? value.toLowerCase() : value;
  return (
    <fieldset
      className={isMissing ? 'lido-question lido-question--invalid' : 'lido-question'}
      aria-describedby={isMissing ? errorId : undefined}
    >
      <legend>{questionLabel(question)}</legend>
      {choicesOf(question).map((choice) => (
        <label key={choice.value} className="lido-attendees__choice">
          <input
            type="radio"
            name={id}
            value={choice.value}
            checked={chosen === choice.value}
            disabled={isDisabled}
            onChange={() => onAnswer(choice.value)}
          />
          {choice.label}
        </label>
      ))}
      {error}
    </fieldset>
  );
}

interface PlaceQuestionsProps {
  questions: readonly ItemQuestion[];
  /** The person going, whose answers these are. */
  firstName: string;
  /** The answer shown: the customer's draft, else the one saved for this attendee. */
  valueOf: (question: ItemQuestion) => string;
  onAnswer: (question: ItemQuestion, value: string) => void;
  /** While the attendee is being changed: the answers would be for someone else. */
  isDisabled: boolean;
  /** After Continue found required questions blank: mark those still blank. */
  isMissingShown: boolean;
}

/**
 * The activity's questions for the person going to one place: a text box for `text`, radios for
 * `choice` and `yes_no`, each labelled by its question, required ones marked "(required)".
 */
export function PlaceQuestions({
  questions,
  firstName,
  valueOf,
  onAnswer,
  isDisabled,
  isMissingShown,
}: PlaceQuestionsProps) {
  const headingId = useId();
  return (
    <section className="lido-questions" aria-labelledby={headingId}>
      <h3 id={headingId} className="lido-questions__title">
        Questions for {firstName}
      </h3>
      {questions.map((question) => {
        const value = valueOf(question);
        return (
          <QuestionField
            key={question.id}
            question={question}
            value={value}
            onAnswer={(answer) => onAnswer(question, answer)}
            isDisabled={isDisabled}
            isMissing={isMissingShown && question.isRequired && isBlankAnswer(value)}
          />
        );
      })}
    </section>
  );
}
