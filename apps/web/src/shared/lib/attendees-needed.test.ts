import { describe, expect, it } from 'vitest';
import { hasUnansweredQuestion, needsAttendeesPage } from './attendees-needed';

const question = (isRequired: boolean, answer: string | null) => ({ isRequired, answer });

describe('needsAttendeesPage', () => {
  it('is needed while a waiver waits, or a required question has no answer', () => {
    expect(needsAttendeesPage({ attendeeWaiversRequired: true, items: [] })).toBe(true);
    expect(
      needsAttendeesPage({
        attendeeWaiversRequired: false,
        items: [{ questions: [question(true, 'yes')] }, { questions: [question(true, null)] }],
      }),
    ).toBe(true);
    // Spaces are no answer: the API keeps answers trimmed.
    expect(hasUnansweredQuestion({ questions: [question(true, '   ')] })).toBe(true);
  });

  it('is not needed for optional questions left blank, or once everything is answered', () => {
    expect(
      needsAttendeesPage({
        attendeeWaiversRequired: false,
        items: [{ questions: [question(false, null), question(true, 'Never')] }, { questions: [] }],
      }),
    ).toBe(false);
  });
});
