import {
  MIN_PASSWORD_LENGTH,
  MIN_PASSWORD_SCORE,
  PASSWORD_ANALYSIS_LIMITS,
  passwordFeedbackText,
  weakPasswordMessage,
} from '@lido/contract';

/** zxcvbn's 0–4 score in words; the API accepts "Strong" and "Very strong" only. */
export const strengthLabels = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

export interface PasswordStrength {
  score: number;
  label: (typeof strengthLabels)[number] | 'Too short';
  /** Why the API would refuse it, in the API's words; null when it would be accepted. */
  problem: string | null;
}

type Estimate = (password: string, personalDetails: string[]) => PasswordStrength;

let estimator: Promise<Estimate> | undefined;

/**
 * zxcvbn and its common-password dictionary are hundreds of kilobytes: imported on first use, so
 * only the screens that choose a password (sign-up, reset) ever download them. Settings and
 * wording come from the contract, so the meter agrees with the API's 422.
 */
export function loadPasswordStrength(): Promise<Estimate> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')])
    .then(([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        translations: passwordFeedbackText,
        ...PASSWORD_ANALYSIS_LIMITS,
      });
      return (password: string, personalDetails: string[]): PasswordStrength => {
        const { score, feedback } = zxcvbn.check(password, personalDetails);
        if (password.length < MIN_PASSWORD_LENGTH) {
          return {
            score: Math.min(score, 1),
            label: 'Too short',
            problem: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
          };
        }
        return {
          score,
          label: strengthLabels[score] ?? 'Very weak',
          problem: score < MIN_PASSWORD_SCORE ? weakPasswordMessage(feedback) : null,
        };
      };
    })
    .catch((error: unknown) => {
      // A chunk that failed to download (offline) may be asked for again later.
      estimator = undefined;
      throw error;
    });
  return estimator;
}
