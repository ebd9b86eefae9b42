import { buildPath, downloadMyDocument } from '@lido/contract';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef, useState } from 'react';
import { buttonClassName } from '../../../shared/components/button';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import type { AccountQueryArgs } from '../../../shared/api/account-query-args';
import { useAccountQueryArgs } from '../../../shared/api/account-query-args';
import type { MyDocument } from '../api/get-my-documents';
import { useGetMyDocumentsQuery } from '../api/get-my-documents';
import { daysToExpiryLine, documentStatusLabels } from '../document-words';
import { DocumentUploadForm } from './document-upload-form';
import '../membership-documents.css';

/** The file's address, for the person being viewed (a child's, for their parent). */
function fileAddress(documentId: number, args: AccountQueryArgs): string {
  const path = buildPath(downloadMyDocument.path, { id: documentId });
  return args.selectedUserId === undefined
    ? path
    : `${path}?selected_user_id=${args.selectedUserId}`;
}

/**
 * My account → Memberships: the proof the memberships need (a student card), each with its
 * status and expiry, the file uploaded, and a form to upload it or a new copy. Shown only when a
 * membership asks for one.
 */
export function MembershipDocuments() {
  const args = useAccountQueryArgs();
  const query = useGetMyDocumentsQuery(args ?? skipToken);
  const documents = query.data;
  if (!args || !documents || documents.length === 0) return null;
  return (
    <section aria-labelledby="documents-title" className="lido-documents">
      <h2 id="documents-title">Documents</h2>
      <p>
        Some memberships need proof, such as a student card. Upload a photo or scan of it, with the
        date it expires, and a new copy before then.
      </p>
      <ul className="lido-account__cards">
        {documents.map((document) => (
          <li key={document.id} className="lido-account__card lido-documents__card">
            <DocumentCard document={document} args={args} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DocumentCard({ document, args }: { document: MyDocument; args: AccountQueryArgs }) {
  const [isReplacing, setReplacing] = useState(false);
  const [isJustUploaded, setJustUploaded] = useState(false);
  const replaceRef = useRef<HTMLButtonElement>(null);
  const nameId = `document-${document.id}-name`;
  const days = daysToExpiryLine(document.daysToExpiry);

  // The form that had focus has gone: focus goes to the button that took its place, once the
  // list shows the document uploaded (a first upload's form goes only then).
  useEffect(() => {
    if (!isJustUploaded || !replaceRef.current) return;
    replaceRef.current.focus();
    setJustUploaded(false);
  }, [isJustUploaded, isReplacing, document.status]);

  const onUploaded = () => {
    setReplacing(false);
    setJustUploaded(true);
  };

  return (
    <>
      <h3 id={nameId}>{document.name}</h3>
      <dl className="lido-account__facts">
        <dt>Status</dt>
        <dd>{documentStatusLabels[document.status]}</dd>
        {document.expiresOn ? (
          <>
            <dt>{document.status === 'expired' ? 'Expired' : 'Expires'}</dt>
            <dd>
              {formatCalendarDate(document.expiresOn)}
              {days ? <span className="lido-documents__days"> ({days})</span> : null}
            </dd>
          </>
        ) : null}
        {document.fileName ? (
          <>
            <dt>File</dt>
            <dd>
              <a href={fileAddress(document.id, args)} download={document.fileName}>
                {document.fileName}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {document.status === 'required' ? (
        <DocumentUploadForm
          document={document}
          args={args}
          submitLabel="Upload"
          onUploaded={onUploaded}
        />
      ) : isReplacing ? (
        <DocumentUploadForm
          document={document}
          args={args}
          submitLabel="Upload a new copy"
          focusOnOpen
          onUploaded={onUploaded}
          onCancel={() => setReplacing(false)}
        />
      ) : (
        // A plain button with the Button's look: it takes focus back after an upload.
        <button
          ref={replaceRef}
          type="button"
          className={buttonClassName({
            variant: document.status === 'uploaded' ? 'secondary' : 'primary',
          })}
          aria-describedby={nameId}
          onClick={() => setReplacing(true)}
        >
          Upload a new copy
        </button>
      )}
    </>
  );
}
