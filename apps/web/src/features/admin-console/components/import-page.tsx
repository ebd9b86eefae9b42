import { IMPORT_MAX_BYTES } from '@lido/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { readFileAsBase64 } from '../../../shared/lib/read-file-as-base64';
import { errorCopyOf, isApiError } from '../../../shared/lib/request-state';
import { useImportOperatorDataMutation, type ImportReport } from '../api/import-operator-data';
import type { ImportFileToSend } from '../console-rows';
import { importProblemsOf, type ImportProblem } from '../import-problems';
import { imageContentTypeOf, imageFileAccept } from '../activity-image-rules';
import { importTemplates } from '../import-templates';
import { ImportCounts } from './import-counts';

export const importHeading = 'Import';
export const chooseFilesCopy = 'Choose at least one .csv or .json file.';
export const tooLargeCopy = `The files are larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB together: import them in smaller parts.`;

/** An image travels as base64 (activities.csv names it), anything else as its text. */
async function fileToSend(file: File): Promise<ImportFileToSend> {
  return imageContentTypeOf(file)
    ? { name: file.name, content: await readFileAsBase64(file), encoding: 'base64' }
    : { name: file.name, content: await file.text() };
}

/** What a file adds to the request: base64 is 4 characters for every 3 bytes. */
const sentSize = (file: File) => (imageContentTypeOf(file) ? (file.size * 4) / 3 : file.size);

type Outcome =
  | { kind: 'report'; report: ImportReport }
  | { kind: 'problems'; summary: string | null; problems: ImportProblem[] }
  | { kind: 'failure'; message: string };

/**
 * `/admin/import`: a manager chooses files whose names say what they hold (venues.csv,
 * schedules.json…), checks them (a dry run: nothing is written) and imports them, all or
 * nothing. What changed is counted by kind; a refusal lists every problem by file, line and
 * column.
 */
export function ImportPage() {
  const [files, setFiles] = useState<File[]>([]);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sendImport, sending] = useImportOperatorDataMutation();
  const resultRef = useRef<HTMLDivElement>(null);

  // The result takes focus, so a keyboard or screen-reader user is taken to what happened.
  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  async function run(dryRun: boolean) {
    if (files.length === 0) {
      setChoiceError(chooseFilesCopy);
      return;
    }
    if (files.reduce((total, file) => total + sentSize(file), 0) > IMPORT_MAX_BYTES) {
      setChoiceError(tooLargeCopy);
      return;
    }
    setChoiceError(null);
    const sent: ImportFileToSend[] = await Promise.all(files.map(fileToSend));
    const result = await sendImport({ files: sent, dryRun });
    if (!('error' in result)) {
      setOutcome({ kind: 'report', report: result.data });
    } else if (isApiError(result.error) && result.error.validationMessages.length > 0) {
      setOutcome({
        kind: 'problems',
        summary: result.error.serverMessage,
        problems: importProblemsOf(
          result.error,
          sent.map((file) => file.name),
        ),
      });
    } else {
      setOutcome({ kind: 'failure', message: errorCopyOf(result.error) });
    }
  }

  return (
    <section className="lido-screen lido-console">
      <h1>{importHeading}</h1>
      <p className="lido-introduction">
        Each file’s name says what it holds: <code>venues.csv</code>, <code>locations.json</code>,{' '}
        <code>schedules.csv</code> and so on. Check the files first: nothing is written until every
        row is right, and importing the same files again changes nothing.
      </p>

      <form
        className="lido-form"
        aria-label="Files to import"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run(false);
        }}
      >
        <div className={choiceError ? 'lido-field lido-field--invalid' : 'lido-field'}>
          <label htmlFor="import-files">Files</label>
          <p id="import-files-hint" className="lido-field__hint">
            CSV or JSON, up to 20 files at a time, with the JPEG, PNG or WebP images your activities
            name.
          </p>
          <input
            id="import-files"
            type="file"
            multiple
            accept={`.csv,.json,text/csv,application/json,${imageFileAccept}`}
            aria-describedby={
              choiceError ? 'import-files-hint import-files-error' : 'import-files-hint'
            }
            aria-invalid={choiceError ? true : undefined}
            onChange={(event) => {
              setFiles([...(event.currentTarget.files ?? [])]);
              setChoiceError(null);
              setOutcome(null);
            }}
          />
          {choiceError ? (
            <p id="import-files-error" className="lido-field__error" role="alert">
              {choiceError}
            </p>
          ) : null}
        </div>
        <div className="lido-form__actions">
          <Button variant="secondary" disabled={sending.isLoading} onClick={() => void run(true)}>
            Check files
          </Button>
          <Button
            type="submit"
            disabled={sending.isLoading}
            aria-busy={sending.isLoading || undefined}
          >
            {sending.isLoading ? 'Working…' : 'Import'}
          </Button>
        </div>
      </form>

      <div ref={resultRef} tabIndex={-1} className="lido-console__result" aria-live="polite">
        {outcome ? <ImportOutcome outcome={outcome} /> : null}
      </div>

      <section className="lido-console__templates" aria-labelledby="import-templates-heading">
        <h2 id="import-templates-heading">Templates</h2>
        <p>Each template lists the columns of its kind, with example rows.</p>
        <ul>
          {importTemplates.map((template) => (
            <li key={template.fileName}>
              <a href={template.url} download={template.fileName}>
                {template.fileName}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

function ImportOutcome({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'failure') {
    return (
      <p className="lido-form__problem" role="alert">
        {outcome.message}
      </p>
    );
  }
  if (outcome.kind === 'problems') {
    const count = outcome.problems.length;
    return (
      <>
        <h2>Nothing was imported</h2>
        <p role="alert">
          {count === 1 ? 'The files have 1 problem' : `The files have ${count} problems`}; correct
          them and try again.
        </p>
        <ul className="lido-console__problems" data-testid="import-problems">
          {outcome.problems.map((problem, index) => (
            <li key={`${problem.place}-${index}`}>
              <strong>{problem.place}</strong>: {problem.message}
            </li>
          ))}
        </ul>
      </>
    );
  }
  const { report } = outcome;
  return (
    <>
      <h2>{report.dryRun ? 'The files are ready to import' : 'Imported'}</h2>
      <p role="status">
        {report.dryRun
          ? 'Every row is right. Nothing has been written yet: this is what importing them would do.'
          : report.written
            ? 'The files have been imported.'
            : 'Nothing needed changing.'}
      </p>
      <ImportCounts kinds={report.kinds} isDryRun={report.dryRun} />
      {report.notices.length > 0 ? (
        <>
          <h3>
            {report.dryRun ? 'What else importing them changes' : 'What else the import changed'}
          </h3>
          <ul data-testid="import-notices">
            {report.notices.map((notice, index) => (
              <li key={`${index}-${notice}`}>{notice}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
