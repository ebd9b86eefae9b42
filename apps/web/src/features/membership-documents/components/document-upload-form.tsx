import { DOCUMENT_FILE_EXTENSIONS } from '@lido/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { londonToday } from '../../../shared/lib/london-today';
import { errorCopy, genericErrorCopy, isApiError } from '../../../shared/lib/request-state';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { addToast } from '../../../shared/state/toasts.slice';
import type { MyDocument } from '../api/get-my-documents';
import { useUploadMyDocumentMutation } from '../api/upload-my-document';
import { contentTypeOf, expiryBounds, expiryProblem, fileProblem } from '../document-upload-rules';
import { readFileAsBase64 } from '../../../shared/lib/read-file-as-base64';
import '../membership-documents.css';

interface UploadValues {
  file: FileList | null;
  expiresOn: string;
}

/** The API's fields for the file (its bytes, its type, its name) all belong to the file input. */
const fileFields = ['content', 'contentType', 'fileName'];

export const uploadedCopy = (name: string) => `Your ${name} has been uploaded.`;

interface DocumentUploadFormProps {
  document: { id: number; name: string };
  args: AccountQueryArgs;
  /** "Upload" for the first copy, "Upload a new copy" for one that replaces it. */
  submitLabel: string;
  /** Focus the file input when the form opens (it replaced the button that opened it). */
  focusOnOpen?: boolean;
  onUploaded?: (document: MyDocument) => void;
  onCancel?: () => void;
}

/**
 * A document's file and the date printed on it. Each field says what is wrong beside it (the
 * form's own checks first, then the API's, by field) with focus on the first; a refusal of the
 * whole shows above the button. A toast says when the upload is done.
 */
export function DocumentUploadForm({
  document,
  args,
  submitLabel,
  focusOnOpen = false,
  onUploaded,
  onCancel,
}: DocumentUploadFormProps) {
  const dispatch = useAppDispatch();
  const [upload, { isLoading }] = useUploadMyDocumentMutation();
  const [isReading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const idBase = `document-${document.id}`;
  const today = londonToday();
  const bounds = expiryBounds(today);
  const form = useForm<UploadValues>({ defaultValues: { file: null, expiresOn: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    if (focusOnOpen) form.setFocus('file');
  }, [focusOnOpen, form]);
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const onSubmit = async ({ file, expiresOn }: UploadValues) => {
    const chosen = file?.[0];
    if (!chosen) return;
    setProblem(null);
    setReading(true);
    let content: string;
    try {
      content = await readFileAsBase64(chosen);
    } catch {
      form.setError('file', { message: 'The file could not be read. Please choose it again.' });
      return;
    } finally {
      setReading(false);
    }
    const result = await upload({
      ...args,
      documentId: document.id,
      body: {
        fileName: chosen.name,
        contentType: contentTypeOf(chosen) ?? 'application/pdf',
        content,
        expiresOn,
      },
    });
    if ('data' in result && result.data) {
      dispatch(addToast({ content: uploadedCopy(document.name), type: 'success' }));
      form.reset();
      onUploaded?.(result.data);
      return;
    }
    const error = isApiError(result.error) ? result.error : null;
    if (error?.statusCode === 422) {
      const fileMessage = fileFields.flatMap((field) => error.fieldErrors[field] ?? [])[0];
      const [expiryMessage] = error.fieldErrors.expiresOn ?? [];
      if (fileMessage) form.setError('file', { message: fileMessage }, { shouldFocus: true });
      if (expiryMessage) {
        form.setError('expiresOn', { message: expiryMessage }, { shouldFocus: !fileMessage });
      }
      if (fileMessage || expiryMessage) return;
    }
    setProblem(error ? errorCopy(error) : genericErrorCopy);
  };

  const isBusy = isReading || isLoading;
  return (
    <form
      className="lido-form lido-document-upload"
      aria-label={`${submitLabel}: ${document.name}`}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <FormField
        id={`${idBase}-file`}
        label={`Photo or scan of your ${document.name}`}
        hint="JPEG, PNG or PDF, up to 5 MB."
        type="file"
        accept={DOCUMENT_FILE_EXTENSIONS.join(',')}
        error={errors.file?.message}
        {...form.register('file', {
          validate: (files) => fileProblem(files?.[0]) ?? true,
        })}
      />
      <FormField
        id={`${idBase}-expiry`}
        label="Expiry date"
        hint={`The date printed on your ${document.name}.`}
        type="date"
        min={bounds.min}
        max={bounds.max}
        error={errors.expiresOn?.message}
        {...form.register('expiresOn', {
          validate: (value) => expiryProblem(value, londonToday()) ?? true,
        })}
      />
      {problem ? (
        <p ref={problemRef} className="lido-form__problem" role="alert" tabIndex={-1}>
          {problem}
        </p>
      ) : null}
      <div className="lido-form__actions">
        <Button type="submit" disabled={isBusy} aria-busy={isBusy || undefined}>
          {isBusy ? 'Uploading…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" disabled={isBusy} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
