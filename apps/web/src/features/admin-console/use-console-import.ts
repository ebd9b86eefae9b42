import { useState } from 'react';
import { errorCopyOf, isApiError } from '../../shared/lib/request-state';
import { useImportOperatorDataMutation, type ImportReport } from './api/import-operator-data';
import type { ImportFileToSend } from './console-rows';
import type { ImportProblem } from './import-problems';
import { fieldMessage, importProblemsOf } from './import-problems';

/** A form's fields by the file and column the import names (`venues.json` → `postcode`). */
export type FieldsByColumn<Field extends string> = Record<string, Record<string, Field>>;

export interface ConsoleImportState<Field extends string> {
  /** The import's messages placed beside the form's fields, in the form's words. */
  fieldErrors: Partial<Record<Field, string>>;
  /** Every problem, each with the field it belongs to when it has one. */
  problems: Array<ImportProblem & { field: Field | null; text: string }>;
  /** A refusal that is not about the rows (signed out, not a manager, offline). */
  failure: string | null;
  isSending: boolean;
}

/**
 * Sends a form's rows through the operator import and reads a 422 back onto the form: a problem
 * whose file and column the form has goes beside that field, the rest are listed above it.
 */
export function useConsoleImport<Field extends string>(
  fieldsByColumn: FieldsByColumn<Field>,
  labels: Record<Field, string>,
) {
  const [sendImport, sending] = useImportOperatorDataMutation();
  const [state, setState] = useState<Omit<ConsoleImportState<Field>, 'isSending'>>({
    fieldErrors: {},
    problems: [],
    failure: null,
  });

  async function send(files: ImportFileToSend[]): Promise<ImportReport | null> {
    setState({ fieldErrors: {}, problems: [], failure: null });
    const result = await sendImport({ files, dryRun: false });
    if (!('error' in result)) return result.data;
    const error = result.error;
    if (!isApiError(error) || error.statusCode !== 422 || error.validationMessages.length === 0) {
      setState({
        fieldErrors: {},
        problems: [],
        failure: errorCopyOf(error),
      });
      return null;
    }
    const fieldErrors: Partial<Record<Field, string>> = {};
    const problems = importProblemsOf(
      error,
      files.map((file) => file.name),
    ).map((problem) => {
      const field =
        (problem.file !== null && problem.column !== null
          ? fieldsByColumn[problem.file]?.[problem.column]
          : undefined) ?? null;
      const text = field === null ? problem.message : fieldMessage(problem, labels[field]);
      if (field !== null) fieldErrors[field] ??= text;
      return { ...problem, field, text };
    });
    setState({ fieldErrors, problems, failure: null });
    return null;
  }

  function clear() {
    setState({ fieldErrors: {}, problems: [], failure: null });
  }

  return { ...state, isSending: sending.isLoading, send, clear };
}
