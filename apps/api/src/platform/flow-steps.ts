/**
 * A flow is a short list of named steps, each with its compensation beside it (medusa's
 * workflows, in miniature): when a step fails, the steps already done are undone in reverse, and
 * the error goes on to the caller. A step without `undo` needs none (it wrote nothing, or what it
 * wrote is finished by the reconciliation sweep rather than undone).
 */
export interface FlowStep<Context> {
  name: string;
  run: (context: Context) => Promise<void>;
  undo?: (context: Context) => Promise<unknown>;
}

/** Told before and after every step: logging, and the crash test's kill switch, listen here. */
export type StepObserver = (event: {
  flow: string;
  step: string;
  phase: 'before' | 'after';
}) => void | Promise<void>;

/** Ends a flow early with its answer, without undoing anything (e.g. an order already made). */
export class FlowFinished extends Error {
  override name = 'FlowFinished';
}

export async function runSteps<Context>(
  flow: string,
  steps: readonly FlowStep<Context>[],
  context: Context,
  observe: StepObserver = () => undefined,
): Promise<Context> {
  const done: FlowStep<Context>[] = [];
  for (const step of steps) {
    await observe({ flow, step: step.name, phase: 'before' });
    try {
      await step.run(context);
    } catch (error) {
      if (error instanceof FlowFinished) return context;
      for (const finished of done.reverse()) {
        // An undo that fails is left to the reconciliation sweep; the first error is the answer.
        await finished.undo?.(context).catch(() => undefined);
      }
      throw error;
    }
    done.push(step);
    await observe({ flow, step: step.name, phase: 'after' });
  }
  return context;
}
