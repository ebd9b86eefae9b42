import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/components/button';
import type { AddedBookingPartner } from '../api/add-booking-partner';
import { copyKeyNowCopy, keyCopiedCopy, keyNotCopiedCopy } from './booking-partners-copy';

/**
 * A new partner's API key, shown this once: Lido keeps only its hash, so closing this panel (or
 * the page) loses it for good. Focus moves to the panel when it appears, so a keyboard or
 * screen reader user meets the key and its warning first.
 */
export function IssuedKey({
  partner,
  onDone,
}: {
  partner: AddedBookingPartner;
  onDone: () => void;
}) {
  const headingId = useId();
  const keyId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState('');
  useEffect(() => {
    headingRef.current?.focus();
  }, [partner.id]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(partner.key);
      setCopied(keyCopiedCopy);
    } catch {
      // No clipboard (an insecure origin, a browser that refuses): the key is there to select.
      setCopied(keyNotCopiedCopy);
    }
  };

  return (
    <section className="lido-partners__issued" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {partner.name}’s API key
      </h2>
      <p className="lido-partners__warning">
        <strong>{copyKeyNowCopy}</strong>
      </p>
      <label htmlFor={keyId}>API key for {partner.name}</label>
      <textarea
        id={keyId}
        className="lido-partners__key"
        value={partner.key}
        readOnly
        rows={2}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="lido-form__actions">
        <Button onClick={() => void copy()}>Copy key</Button>
        <Button variant="secondary" onClick={onDone}>
          I have copied it
        </Button>
      </div>
      <p role="status" className="lido-console__done">
        {copied}
      </p>
      <p>
        Give it to {partner.name} over a secure channel. It sends the key with each booking as{' '}
        <code>Authorization: Bearer</code> followed by the key.
      </p>
    </section>
  );
}
