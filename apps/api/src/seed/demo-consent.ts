// What the demo's junior swimming lessons ask of each child before the order: the parent's
// consent (a waiver) and three questions.
import type { DemoCatalogue } from './demo-catalogue';

/** The operator's waivers: a parent's consent for junior lessons, signed once a year. */
export const demoWaivers = [
  {
    id: 1,
    title: 'Junior swimming lessons consent',
    body: [
      'I am the parent or guardian of the child named and I give my consent for them to take part in Junior Swim Lessons.',
      'I have told the venue, in their medical notes in My account, of any medical condition, allergy or medication the teacher should know about.',
      'I understand that swimming carries a risk of injury, that my child must follow the teacher’s and lifeguards’ instructions, and that I must collect them from the poolside at the end of each lesson.',
      'This consent lasts for a year; you will be asked again when it runs out or when this text changes.',
    ].join('\n\n'),
    version: 1,
    validDays: 365,
  },
];
export const JUNIOR_SWIM_WAIVER_ID = 1;
export const JUNIOR_SWIM_SLUG = 'junior-swim-lessons';

export interface QuestionRow {
  id: number;
  categoryId: string;
  text: string;
  kind: 'text' | 'choice' | 'yes_no';
  choices: string[];
  isRequired: boolean;
  sortOrder: number;
}

const juniorSwimQuestions: Omit<QuestionRow, 'id' | 'categoryId'>[] = [
  {
    text: 'Can your child swim 10 metres without help?',
    kind: 'yes_no',
    choices: [],
    isRequired: true,
    sortOrder: 0,
  },
  {
    text: 'Which stroke would they most like to work on?',
    kind: 'choice',
    choices: ['Front crawl', 'Breaststroke', 'Backstroke', 'Butterfly'],
    isRequired: false,
    sortOrder: 1,
  },
  {
    text: 'Anything the teacher should know (for example, nervous in deep water)?',
    kind: 'text',
    choices: [],
    isRequired: false,
    sortOrder: 2,
  },
];

/** The questions the junior lessons ask each child, at every venue that has them. */
export function demoQuestions(catalogue: DemoCatalogue): QuestionRow[] {
  return catalogue.categories
    .filter((category) => category.slug === JUNIOR_SWIM_SLUG)
    .flatMap((category, categoryIndex) =>
      juniorSwimQuestions.map((question, index) => ({
        ...question,
        id: categoryIndex * juniorSwimQuestions.length + index + 1,
        categoryId: category.id,
      })),
    );
}
