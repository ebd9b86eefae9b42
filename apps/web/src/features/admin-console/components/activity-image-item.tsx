import { activityImageSources } from '@lido/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { readFileAsBase64 } from '../../../shared/lib/read-file-as-base64';
import { errorCopy, genericErrorCopy, isApiError } from '../../../shared/lib/request-state';
import {
  useRemoveActivityImageMutation,
  useUploadActivityImageMutation,
} from '../api/change-activity-image';
import type { ActivityImageEntry } from '../api/get-activity-images';
import {
  imageContentTypeOf,
  imageFileAccept,
  imageFileProblem,
  imageRemovedCopy,
  imageUploadedCopy,
} from '../activity-image-rules';

export const noImageCopy = 'No image: customers’ pages show its icon.';
export const imageHint =
  'JPEG, PNG or WebP, up to 5 MB and at least 320 pixels wide. Lido crops it to 3:2 around what stands out.';

/** The API's fields for the file (its bytes and its type) belong to the file input. */
const fileFields = ['content', 'contentType'];

/**
 * One activity on the Activities page: the image customers' pages show for it (or that they show
 * its icon), a file input to give a new one, and Remove. Each problem with the file shows beside
 * the input, which takes focus; the page's status says when a change is saved.
 */
export function ActivityImageItem({
  venueSlug,
  activity,
  onChanged,
}: {
  venueSlug: string;
  activity: ActivityImageEntry;
  /** A change was saved: what to announce. */
  onChanged: (message: string) => void;
}) {
  const [upload, uploading] = useUploadActivityImageMutation();
  const [remove, removing] = useRemoveActivityImageMutation();
  const [isReading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const sources = activityImageSources(activity.image);
  const isBusy = isReading || uploading.isLoading || removing.isLoading;
  // Every activity has these buttons: each says whose image it changes to a screen reader.
  const ofThisActivity = <span className="lido-visually-hidden">the image of {activity.name}</span>;

  const refuse = (message: string) => {
    setFileError(message);
    inputRef.current?.focus();
  };

  /** A failed change: the file's own problem beside the input, anything else above the buttons. */
  const showFailure = (error: unknown) => {
    const apiError = isApiError(error) ? error : null;
    const fileMessage = fileFields.flatMap((field) => apiError?.fieldErrors[field] ?? [])[0];
    if (apiError?.statusCode === 422 && fileMessage) refuse(fileMessage);
    else setProblem(apiError ? errorCopy(apiError) : genericErrorCopy);
  };

  async function send() {
    const file = inputRef.current?.files?.[0];
    setProblem(null);
    const fileProblem = imageFileProblem(file);
    if (!file || fileProblem) {
      refuse(fileProblem ?? '');
      return;
    }
    setFileError(undefined);
    setReading(true);
    let content: string;
    try {
      content = await readFileAsBase64(file);
    } catch {
      refuse('The image could not be read. Please choose it again.');
      return;
    } finally {
      setReading(false);
    }
    const result = await upload({
      venueSlug,
      activityId: activity.id,
      body: { contentType: imageContentTypeOf(file) ?? 'image/jpeg', content },
    });
    if ('error' in result) {
      showFailure(result.error);
      return;
    }
    if (inputRef.current) inputRef.current.value = '';
    onChanged(imageUploadedCopy(activity.name));
  }

  async function takeAway() {
    setProblem(null);
    setFileError(undefined);
    const result = await remove({ venueSlug, activityId: activity.id });
    if ('error' in result) {
      showFailure(result.error);
      return;
    }
    // The Remove button has gone: the keyboard goes on from the file input.
    inputRef.current?.focus();
    onChanged(imageRemovedCopy(activity.name));
  }

  return (
    <section className="lido-activity-images__item" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {activity.name}
        {activity.group ? (
          <>
            {' '}
            <span className="lido-activity-images__group">in {activity.group}</span>
          </>
        ) : null}
      </h2>
      <div className="lido-activity-images__preview">
        {sources ? (
          <img
            src={sources.src}
            srcSet={sources.srcSet}
            sizes="(min-width: 40rem) 18rem, 100vw"
            alt={`The image of ${activity.name}`}
            width={640}
            height={427}
          />
        ) : (
          <p>{noImageCopy}</p>
        )}
      </div>
      <form
        className="lido-form lido-activity-images__form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isBusy) void send();
        }}
      >
        <FormField
          ref={inputRef}
          id={`activity-image-${activity.id}`}
          label={sources ? `New image of ${activity.name}` : `Image of ${activity.name}`}
          hint={imageHint}
          type="file"
          accept={imageFileAccept}
          error={fileError}
          onChange={() => {
            setFileError(undefined);
            setProblem(null);
          }}
        />
        {problem ? (
          <p className="lido-form__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="lido-form__actions">
          <Button type="submit" variant="secondary" isBusy={isReading || uploading.isLoading}>
            {uploading.isLoading || isReading ? 'Uploading…' : sources ? 'Replace' : 'Upload'}{' '}
            {ofThisActivity}
          </Button>
          {sources ? (
            <Button
              variant="destructive"
              isBusy={removing.isLoading}
              onClick={() => {
                if (!isBusy) void takeAway();
              }}
            >
              Remove {ofThisActivity}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
