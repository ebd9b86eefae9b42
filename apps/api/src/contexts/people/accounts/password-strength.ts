import {
  MIN_PASSWORD_SCORE,
  PASSWORD_ANALYSIS_LIMITS,
  passwordFeedbackText,
  weakPasswordMessage,
} from '@lido/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { invalid } from '../../../platform/errors/domain-error';

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

/** Shorter pieces ("st", "of", an initial) would only flag passwords that merely contain them. */
const MIN_PIECE_LENGTH = 3;

/** The letters-and-digits runs of a name or address: "Swiss Cottage" gives "Swiss", "Cottage". */
function piecesOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((piece) => piece.length > 0);
}

/**
 * Every run of consecutive pieces, joined without separators: "Swiss Cottage Leisure Centre"
 * gives "swisscottage", "cottageleisure" and so on. zxcvbn matches one word of its list at a time,
 * so "Swisscottage1" is only found guessable when "swisscottage" is itself on the list.
 */
function runsOf(pieces: readonly string[]): string[] {
  const runs: string[] = [];
  for (let start = 0; start < pieces.length; start += 1) {
    for (let end = start + 1; end <= pieces.length; end += 1) {
      runs.push(pieces.slice(start, end).join(''));
    }
  }
  return runs.filter((run) => run.length >= MIN_PIECE_LENGTH);
}

function personalWords({ firstName, lastName, email }: PersonalDetails): string[] {
  const localPart = email?.split('@')[0];
  const first = piecesOf(firstName ?? '');
  const last = piecesOf(lastName ?? '');
  const whole = [firstName, lastName, email, localPart].filter((word): word is string =>
    Boolean(word && word.length > 1),
  );
  return [
    ...whole,
    // "sarahjones" and "jonessarah": a name run together is as guessable as its parts.
    ...runsOf([...first, ...last]),
    ...runsOf([...last, ...first]),
    ...runsOf(piecesOf(localPart ?? '')),
  ];
}

/** The operator's and its venues' names, and every run of their words. */
function operatorWords(operatorNames: readonly string[]): string[] {
  return operatorNames.flatMap((name) => runsOf(piecesOf(name)));
}

/**
 * Why zxcvbn can guess this new password, or null when it is strong enough. `operatorNames` are
 * the operator's name and its venues' names: someone guessing a Lido customer's or a member of
 * staff's password tries those first, as they try the person's own name.
 */
export function weakPasswordProblem(
  password: string,
  person: PersonalDetails = {},
  operatorNames: readonly string[] = [],
): string | null {
  const userInputs = [...new Set([...personalWords(person), ...operatorWords(operatorNames)])];
  const result = passwordEstimator().check(password, userInputs);
  return result.score < MIN_PASSWORD_SCORE ? weakPasswordMessage(result.feedback) : null;
}

/**
 * Refuses (422 on `password`) a new password zxcvbn can guess, saying why. The contract's length
 * rule has already run; seeded demo passwords are never re-checked, only new ones.
 */
export function assertStrongPassword(
  password: string,
  person: PersonalDetails = {},
  operatorNames: readonly string[] = [],
): void {
  const problem = weakPasswordProblem(password, person, operatorNames);
  if (problem) throw invalid('password', problem);
}
