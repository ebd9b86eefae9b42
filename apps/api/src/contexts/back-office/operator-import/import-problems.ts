import type { ImportProblem } from './import-kind';

/**
 * An import's problems as they are found: every one counted, the first `limit` kept. A badly
 * exported file can hold a problem on each of hundreds of thousands of rows; the console shows
 * the first thousand and how many there are, so the server need not hold them all. Problems are
 * added one at a time, never spread into a call: a spread of that many arguments overflows the
 * stack.
 */
export class ImportProblems {
  /** The first problems found, in order, up to the limit. */
  readonly listed: ImportProblem[] = [];
  #count = 0;

  constructor(readonly limit = Number.POSITIVE_INFINITY) {}

  /** Every problem found, listed or not. */
  get count(): number {
    return this.#count;
  }

  add(problem: ImportProblem): void {
    this.#count += 1;
    if (this.listed.length < this.limit) this.listed.push(problem);
  }

  addEach(problems: Iterable<ImportProblem>): void {
    for (const problem of problems) this.add(problem);
  }

  /** Another list's problems after these: its listed ones, then the count of those it left out. */
  addList(other: ImportProblems): void {
    this.addEach(other.listed);
    this.#count += other.count - other.listed.length;
  }
}
