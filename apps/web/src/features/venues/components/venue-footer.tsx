import { useEffect, useState } from 'react';
import { useGetFooterQuery } from '../api/get-footer';
import './venue-footer.css';

// The sanitiser brings DOMPurify (about 10 kB gzip): it loads with the first footer shown, not in
// every page's first download (the home page has no footer).
const loadSanitiser = () => import('../../../shared/lib/sanitise-footer-html');

/** The venue's own footer block (opening times, contact details, links), sanitised. */
export function VenueFooter({ venueSlug }: { venueSlug: string }) {
  const { data } = useGetFooterQuery(venueSlug);
  const [sanitised, setSanitised] = useState<{ source: string; html: string } | null>(null);
  // Fetched while the footer's HTML is, not after it.
  useEffect(() => {
    void loadSanitiser();
  }, []);
  useEffect(() => {
    if (!data) return;
    let isCurrent = true;
    void loadSanitiser().then(({ sanitiseFooterHtml }) => {
      if (isCurrent) setSanitised({ source: data, html: sanitiseFooterHtml(data) });
    });
    return () => {
      isCurrent = false;
    };
  }, [data]);
  // Only the footer of the current answer is shown, never a previous venue's.
  const html = data && sanitised?.source === data ? sanitised.html : '';
  // A venue without a footer (or a failed request) simply has none: it is not worth an error.
  if (!html) return null;
  return (
    <footer className="lido-venue-footer" data-testid="venue-footer">
      <div className="lido-venue-footer__inner" dangerouslySetInnerHTML={{ __html: html }} />
    </footer>
  );
}
