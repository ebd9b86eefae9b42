import { useMemo } from 'react';
import { useGetFooterQuery } from '../api/get-footer';
import { sanitiseFooterHtml } from '../sanitise-footer-html';
import './venue-footer.css';

/** The venue's own footer block (opening times, contact details, links), sanitised. */
export function VenueFooter({ venueSlug }: { venueSlug: string }) {
  const { data } = useGetFooterQuery(venueSlug);
  const html = useMemo(() => (data ? sanitiseFooterHtml(data) : ''), [data]);
  // A venue without a footer (or a failed request) simply has none: it is not worth an error.
  if (!html) return null;
  return (
    <footer className="lido-venue-footer" data-testid="venue-footer">
      <div className="lido-venue-footer__inner" dangerouslySetInnerHTML={{ __html: html }} />
    </footer>
  );
}
