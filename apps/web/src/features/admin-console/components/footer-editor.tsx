import { useState } from 'react';
import { FOOTER_HTML_MAX } from '@lido/contract';
import { Button } from '../../../shared/components/button';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { usePreviewFooterMutation } from '../api/preview-footer';

/**
 * A venue's footer HTML, with a preview of it as customers will get it: what the API's sanitiser
 * answers (the one that stores the footer), through the booking site's own sanitiser and in its
 * footer's markup, as the venue's pages show it. Never the typed HTML.
 */
export function FooterEditor({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const [preview, { isLoading }] = usePreviewFooterMutation();
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const id = 'theme-footer-html';
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <>
      <div className={error ? 'lido-field lido-field--invalid' : 'lido-field'}>
        <label htmlFor={id}>Footer HTML</label>
        <p id={`${id}-hint`} className="lido-field__hint">
          Shown at the foot of the venue’s pages. Text, headings, lists, links and images are kept;
          scripts, styles and forms are taken out when it is saved. Up to{' '}
          {FOOTER_HTML_MAX.toLocaleString('en-GB')} characters.
        </p>
        <textarea
          id={id}
          className="lido-theme__footer"
          rows={8}
          value={value}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setPreviewed(null);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="lido-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <div className="lido-form__actions">
        <Button
          variant="secondary"
          disabled={isLoading}
          onClick={() => {
            setPreviewError(null);
            void preview(value).then((result) => {
              if ('error' in result) {
                setPreviewed(null);
                setPreviewError(errorCopyOf(result.error));
                return;
              }
              void import('../../../shared/lib/sanitise-footer-html').then(
                ({ sanitiseFooterHtml }) => setPreviewed(sanitiseFooterHtml(result.data.html)),
              );
            });
          }}
        >
          Preview
        </Button>
      </div>
      {previewError ? (
        <p className="lido-form__problem" role="alert">
          {previewError}
        </p>
      ) : null}
      {previewed !== null ? (
        <section className="lido-theme__preview" aria-labelledby="theme-footer-preview-heading">
          <h3 id="theme-footer-preview-heading">Footer preview</h3>
          {previewed ? (
            <div className="lido-venue-footer">
              <div
                className="lido-venue-footer__inner"
                data-testid="footer-preview"
                dangerouslySetInnerHTML={{ __html: previewed }}
              />
            </div>
          ) : (
            <p>Nothing of this footer would be shown.</p>
          )}
        </section>
      ) : null}
    </>
  );
}
