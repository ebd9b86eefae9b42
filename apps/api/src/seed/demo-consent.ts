// What the demo's restricted activities ask of each attendee before the order: the junior
// swimming lessons a parent's consent (a waiver) and three questions about the child; the
// climbing wall a climber's own acknowledgement of the risks and three questions.
import type { DemoActivityIds } from './demo-imported';

/**
 * The operator's waivers: a parent's consent for junior lessons and a climber's acknowledgement,
 * each signed once a year.
 */
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
  {
    id: 2,
    title: 'Climbing wall acknowledgement of risk',
    body: [
      'Climbing is an activity with a risk of injury or death. I accept this risk and take responsibility for my own actions.',
      'I will use the harness, ropes and belay devices as the instructor shows me, check my knot and my partner’s before every climb, and not climb above the bouldering line without a rope.',
      'I will tell the instructor, before I climb, of any medical condition or injury that could affect me on the wall.',
      'This acknowledgement lasts for a year; you will be asked again when it runs out or when this text changes.',
    ].join('\n\n'),
    version: 1,
    validDays: 365,
  },
];
export const JUNIOR_SWIM_WAIVER_ID = 1;
export const JUNIOR_SWIM_SLUG = 'junior-swim-lessons';
export const CLIMBING_WAIVER_ID = 2;
export const CLIMBING_SLUG = 'climbing-wall';

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

const climbingQuestions: Omit<QuestionRow, 'id' | 'categoryId'>[] = [
  {
    text: 'Have you climbed indoors with a rope before?',
    kind: 'yes_no',
    choices: [],
    isRequired: true,
    sortOrder: 0,
  },
  {
    text: 'Which do you plan to do?',
    kind: 'choice',
    choices: ['Top rope', 'Bouldering', 'Both'],
    isRequired: true,
    sortOrder: 1,
  },
  {
    text: 'Your UK shoe size, if you would like to hire climbing shoes',
    kind: 'text',
    choices: [],
    isRequired: false,
    sortOrder: 2,
  },
];

/**
 * The questions the junior lessons and the climbing wall ask each attendee, at every venue that
 * has them; the junior lessons' come first so their ids stay as they were.
 */
export function demoQuestions(
  venues: ReadonlyArray<{ slug: string }>,
  activityIds: DemoActivityIds,
): QuestionRow[] {
  const asked = [
    { slug: JUNIOR_SWIM_SLUG, questions: juniorSwimQuestions },
    { slug: CLIMBING_SLUG, questions: climbingQuestions },
  ].flatMap(({ slug, questions }) =>
    venues.flatMap((venue) => {
      const categoryId = activityIds.get(`${venue.slug}/${slug}`);
      return categoryId ? questions.map((question) => ({ ...question, categoryId })) : [];
    }),
  );
  return asked.map((question, index) => ({ ...question, id: index + 1 }));
}
