import {
  MIN_PASSWORD_SCORE,
  PASSWORD_ANALYSIS_LIMITS,
  passwordFeedbackText,
  weakPasswordMessage,
} from '@lido/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { invalid } from '../../platform/errors/domain-error';

let estimator: ZxcvbnFactory | undefined;
/** Built on first use: ranking the common-password dictionary takes tens of milliseconds. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    translations: passwordFeedbackText,
    ...PASSWORD_ANALYSIS_LIMITS,
  });
  return estimator;
}

/** What the person told us about themself: a password built from it is guessed first. */
export interface PersonalDetails {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

function personalWords({ firstName, lastName, email }: PersonalDetails): string[] {
  const words = [firstName, lastName, email, email?.split('@')[0]];
  return words.filter((word): word is string => Boolean(word && word.length > 1));
}

/** Why zxcvbn can guess this new password, or null when it is strong enough. */
export function weakPasswordProblem(password: string, person: PersonalDetails = {}): string | null {
  const result = passwordEstimator().check(password, personalWords(person));
  return result.score < MIN_PASSWORD_SCORE ? weakPasswordMessage(result.feedback) : null;
}

/**
 * Refuses (422 on `password`) a new password zxcvbn can guess, saying why. The contract's length
 * rule has already run; seeded demo passwords are never re-checked, only new ones.
 */
export function assertStrongPassword(password: string, person: PersonalDetails = {}): void {
  const problem = weakPasswordProblem(password, person);
  if (problem) throw invalid('password', problem);
}
