import { describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_NOT_PAST_MESSAGE,
  DATE_OF_BIRTH_TOO_EARLY_MESSAGE,
  dateOfBirthProblem,
  DateOfBirth,
} from './field-rules';

describe('dateOfBirthProblem', () => {
  const today = '2026-10-20';

  it('accepts yesterday and exactly 120 years ago', () => {
    expect(dateOfBirthProblem('2026-10-19', today)).toBeNull();
    expect(dateOfBirthProblem('1906-10-20', today)).toBeNull();
  });

  it('refuses today and later: nobody is born in the future', () => {
    expect(dateOfBirthProblem('2026-10-20', today)).toBe(DATE_OF_BIRTH_NOT_PAST_MESSAGE);
    expect(dateOfBirthProblem('2031-01-01', today)).toBe(DATE_OF_BIRTH_NOT_PAST_MESSAGE);
  });

  it('refuses a date more than 120 years ago, a leap day included', () => {
    expect(dateOfBirthProblem('1906-10-19', today)).toBe(DATE_OF_BIRTH_TOO_EARLY_MESSAGE);
    expect(dateOfBirthProblem('1904-02-28', '2024-02-29')).toBe(DATE_OF_BIRTH_TOO_EARLY_MESSAGE);
    expect(dateOfBirthProblem('1904-02-29', '2024-02-29')).toBeNull();
  });
});

describe('DateOfBirth', () => {
  it('requires a calendar date in the format YYYY-MM-DD', () => {
    expect(DateOfBirth.parse(' 2014-09-03 ')).toBe('2014-09-03');
    expect(DateOfBirth.safeParse('').error?.issues[0]?.message).toBe(
      'The date of birth field is required.',
    );
    expect(DateOfBirth.safeParse('03/09/2014').error?.issues[0]?.message).toBe(
      'The date must be in the format YYYY-MM-DD.',
    );
  });
});
