import { fieldErrors, opayoErrors, type OpayoFieldError } from './opayo-errors';
import type { SandboxInstruction, SandboxTransaction } from './opayo-sandbox.repository';
import { stateOf } from './transaction-state';

export type Instruction =
  | { instructionType: 'release'; amount: number }
  | { instructionType: 'abort' }
  | { instructionType: 'void' }
  | { instructionType: 'cancel' };

type Refusal = (typeof opayoErrors)[keyof typeof opayoErrors];

/** The body of an instruction, or Opayo's 422 errors for it. */
export function parseInstruction(
  body: Record<string, unknown>,
): Instruction | { errors: OpayoFieldError[] } {
  const type = body.instructionType;
  if (type === undefined) return { errors: [fieldErrors.missing('instructionType')] };
  if (type === 'abort' || type === 'void' || type === 'cancel') return { instructionType: type };
  if (type !== 'release') return { errors: [fieldErrors.invalidValue('instructionType')] };
  // Opayo: "The amount property is compulsory for a 'release' instruction after a 'Deferred'".
  const { amount } = body;
  if (amount === undefined) return { errors: [fieldErrors.missing('amount')] };
  if (typeof amount !== 'number' || !Number.isInteger(amount)) {
    return { errors: [fieldErrors.notAnInteger('amount')] };
  }
  if (amount <= 0) return { errors: [fieldErrors.invalidValue('amount')] };
  return { instructionType: 'release', amount };
}

const londonDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(instant);

/**
 * Why Opayo would refuse the instruction on this transaction, or null. Release and abort apply
 * to an authorised Deferred transaction, once; a release takes at most the deferred amount.
 * Void applies to a Payment until midnight of the day it was taken, before any refund. (Cancel is
 * for Authenticate transactions, which the emulator does not make: always refused.)
 */
export function refusalOf(
  instruction: Exclude<Instruction, { instructionType: 'cancel' }>,
  transaction: SandboxTransaction,
  given: SandboxInstruction | null,
  { now, refundedPence }: { now: Date; refundedPence: number },
): Refusal | null {
  const state = stateOf(transaction, given);
  switch (instruction.instructionType) {
    case 'release':
    case 'abort':
      if (transaction.transactionType !== 'Deferred') return opayoErrors.typeNotSupported;
      if (state === 'challenge' || state === 'declined') return opayoErrors.statusNotApplicable;
      if (state !== 'deferred') return opayoErrors.operationNotAllowed;
      if (instruction.instructionType === 'release' && instruction.amount > transaction.amount) {
        return opayoErrors.releaseExceeds;
      }
      return null;
    case 'void':
      if (transaction.transactionType !== 'Payment') return opayoErrors.typeNotSupported;
      if (state === 'challenge' || state === 'declined') return opayoErrors.statusNotApplicable;
      if (state !== 'captured' || refundedPence > 0) return opayoErrors.operationNotAllowed;
      if (londonDay(transaction.createdAt) !== londonDay(now)) {
        return opayoErrors.operationNotAllowed;
      }
      return null;
  }
}
