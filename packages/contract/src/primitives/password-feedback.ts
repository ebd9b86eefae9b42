/**
 * How hard a new password is to guess, as the API enforces it and the sign-up form shows it.
 * Both run zxcvbn (`@zxcvbn-ts/core` with `@zxcvbn-ts/language-common`) with these settings, so
 * the meter and the 422 agree. This package depends on zod only, so it carries plain data.
 */

/** zxcvbn scores 0–4; below 3 ("safely unguessable" online) a password is refused. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Only the first 64 characters are analysed: zxcvbn's cost grows fast with length (a 200-character
 * l33t repetition takes a second of CPU), and 64 characters that pass are already strong.
 */
export const PASSWORD_ANALYSIS_LIMITS = { maxLength: 64, l33tMaxSubstitutions: 20 } as const;

/**
 * zxcvbn's feedback in British English. zxcvbn-ts ships its messages as bare keys unless a
 * language package is added; the common package has the dictionary but no wording.
 */
export const passwordFeedbackText = {
  warnings: {
    straightRow: 'Straight rows of keys on a keyboard are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
    sequences: 'Common sequences like "abc" or "123" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is one of the most used passwords.',
    topHundred: 'This is a very frequently used password.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is similar to a commonly used password.',
    wordByItself: 'A single word is easy to guess.',
    namesByThemselves: 'Single names or surnames are easy to guess.',
    commonNames: 'Common names and surnames are easy to guess.',
    userInputs: 'It should not contain your name or email address.',
    pwned: 'This password has been exposed in a data breach.',
  },
  suggestions: {
    l33t: "Avoid predictable substitutions like '@' for 'a'.",
    reverseWords: 'Avoid common words spelt backwards.',
    allUppercase: 'Capitalise some, but not all, letters.',
    capitalization: 'Capitalise more than the first letter.',
    dates: 'Avoid dates and years that are associated with you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that are associated with you.',
    sequences: 'Avoid common character sequences.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Use longer keyboard patterns and change direction often.',
    anotherWord: 'Add more words that are less common.',
    useWords: 'Use several words, but avoid common phrases.',
    noNeed: 'A few unrelated words make a strong password; symbols are not needed.',
    pwned: 'If you use this password elsewhere, change it there too.',
  },
  timeEstimation: {
    ltSecond: 'less than a second',
    second: '{base} second',
    seconds: '{base} seconds',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} hour',
    hours: '{base} hours',
    day: '{base} day',
    days: '{base} days',
    month: '{base} month',
    months: '{base} months',
    year: '{base} year',
    years: '{base} years',
    centuries: 'centuries',
  },
};

export const WEAK_PASSWORD_PREFIX = 'The password is too easy to guess.';

/** Why a password was refused: zxcvbn's warning when it has one, else its first suggestion. */
export function weakPasswordMessage(feedback: {
  warning: string | null;
  suggestions: string[];
}): string {
  const reason =
    feedback.warning ?? feedback.suggestions[0] ?? passwordFeedbackText.suggestions.anotherWord;
  return `${WEAK_PASSWORD_PREFIX} ${reason}`;
}
