import { zodResolver } from '@hookform/resolvers/zod';
import { directDebitGuarantee } from '@lido/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../shared/components/link';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { paths } from '../../../shared/lib/paths';
import type { ApiError } from '../../../shared/lib/request-state';
import { errorCopy, genericErrorCopy, isApiError } from '../../../shared/lib/request-state';
import { applyServerFieldErrors } from '../../../shared/lib/server-field-errors';
import { newIdempotencyKey } from '../../../shared/lib/card-payment';
import type { JoiningMembership } from '../api/get-joining-membership';
import { useJoinMembershipMutation } from '../api/join-membership';
import type { BankDetailsValues } from '../bank-details-schema';
import { bankDetailsFields, bankDetailsSchema } from '../bank-details-schema';
import { soleSignatoryLabel } from '../joining-words';
import { DirectDebitGuarantee } from './direct-debit-guarantee';

export const notSoldOnlineCopy =
  'This membership cannot be joined online at this venue. Please ask at reception.';

interface BankDetailsFormProps {
  planId: number;
  venueId: number;
  operatorName: string;
  /** The Direct Debit is set up: the membership waits for its first payment. */
  onJoined: (membership: JoiningMembership) => void;
}

/** A refusal that belongs to no field: why, and for a member already, where their plan is. */
interface FormProblem {
  message: string;
  isAlreadyMember: boolean;
}

function problemOf(error: ApiError | null): FormProblem {
  if (!error) return { message: genericErrorCopy, isAlreadyMember: false };
  return {
    message: errorCopy(error, { byStatus: { 404: notSoldOnlineCopy } }),
    isAlreadyMember: error.statusCode === 409 && error.serverMessage !== null,
  };
}

/**
 * The Direct Debit instruction: the account's name, sort code and number, and the holder's word
 * that nobody else must sign, under the Guarantee. Mistakes show by their field (described by
 * it) with focus on the first; a refusal of the whole (a member already, a plan not sold online
 * here) shows above the button and takes focus.
 */
export function BankDetailsForm({ planId, venueId, operatorName, onJoined }: BankDetailsFormProps) {
  const [join, { isLoading }] = useJoinMembershipMutation();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const problemId = useId();
  const form = useForm<BankDetailsValues>({
    resolver: zodResolver(bankDetailsSchema),
    defaultValues: {
      accountHolderName: '',
      sortCode: '',
      accountNumber: '',
      isSoleSignatory: false,
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const onSubmit = async (values: BankDetailsValues) => {
    setProblem(null);
    const result = await join({
      body: {
        planId,
        venueId,
        accountHolderName: values.accountHolderName,
        sortCode: values.sortCode,
        accountNumber: values.accountNumber,
        isSoleSignatory: true,
      },
      idempotencyKey: newIdempotencyKey(),
    });
    if ('data' in result && result.data) {
      onJoined(result.data);
      return;
    }
    const error = isApiError(result.error) ? result.error : null;
    if (error?.statusCode === 422) {
      const isByField = applyServerFieldErrors(error, bankDetailsFields, form.setError);
      // What names no field of the form (the plan's age range, on `plan_id`) is said above the
      // button instead.
      const elsewhere = Object.entries(error.fieldErrors)
        .filter(([field]) => !(bankDetailsFields as readonly string[]).includes(field))
        .flatMap(([, messages]) => messages);
      if (elsewhere.length > 0) {
        setProblem({ message: elsewhere.join(' '), isAlreadyMember: false });
      } else if (!isByField) {
        setProblem(problemOf(error));
      }
      return;
    }
    setProblem(problemOf(error));
  };

  const checkboxErrorId = 'is-sole-signatory-error';
  return (
    <form
      className="lido-form lido-joining__bank"
      aria-label="Direct Debit details"
      aria-describedby={problem ? problemId : undefined}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <h2>Your bank details</h2>
      <p>Your monthly fee is collected by Direct Debit from this account.</p>
      <FormField
        id="account-holder-name"
        label="Name on the account"
        autoComplete="name"
        maxLength={18}
        error={errors.accountHolderName?.message}
        {...form.register('accountHolderName')}
      />
      <FormField
        id="sort-code"
        label="Sort code"
        hint="6 digits, for example 20-00-00"
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        error={errors.sortCode?.message}
        {...form.register('sortCode')}
      />
      <FormField
        id="account-number"
        label="Account number"
        hint="8 digits"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        error={errors.accountNumber?.message}
        {...form.register('accountNumber')}
      />
      <div>
        <label className="lido-joining__check">
          <input
            type="checkbox"
            aria-invalid={errors.isSoleSignatory ? true : undefined}
            aria-describedby={errors.isSoleSignatory ? checkboxErrorId : undefined}
            {...form.register('isSoleSignatory')}
          />
          {soleSignatoryLabel}
        </label>
        {errors.isSoleSignatory ? (
          <p id={checkboxErrorId} className="lido-field__error">
            {errors.isSoleSignatory.message}
          </p>
        ) : null}
      </div>

      <DirectDebitGuarantee paragraphs={directDebitGuarantee(operatorName)} />

      {problem ? (
        <div
          ref={problemRef}
          id={problemId}
          className="lido-form__problem"
          role="alert"
          tabIndex={-1}
        >
          <p>{problem.message}</p>
          {problem.isAlreadyMember ? (
            <p>
              <Link to={paths.myMemberships.build()}>See your memberships</Link>
            </p>
          ) : null}
        </div>
      ) : null}

      <Button
        type="submit"
        size="lg"
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        data-testid="set-up-direct-debit"
      >
        {isLoading ? 'Setting up your Direct Debit…' : 'Set up Direct Debit'}
      </Button>
    </form>
  );
}
