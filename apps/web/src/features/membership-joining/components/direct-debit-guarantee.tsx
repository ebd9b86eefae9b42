import { useId } from 'react';

/**
 * The Direct Debit Guarantee, in the Bacs scheme's words, wherever a Direct Debit is set up or
 * confirmed: before joining from the contract's `directDebitGuarantee(operator)`, after it from
 * the membership's own answer. It names the operator GoCardless collects for.
 */
export function DirectDebitGuarantee({ paragraphs }: { paragraphs: readonly string[] }) {
  const headingId = useId();
  return (
    <section className="lido-joining__guarantee" aria-labelledby={headingId}>
      <h2 id={headingId}>The Direct Debit Guarantee</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
