interface VenuePageHeadingProps {
  /** What the page is about: the activity. */
  title: string;
  /** Where: the venue, once known. */
  venueName?: string | undefined;
}

/**
 * A venue's page names the venue as well as what it is about ("Yoga at Swiss Cottage Leisure
 * Centre"): fourteen centres offer the same activities. The venue is its own smaller line
 * (venue-page-heading.css, inlined with the page's first styles, as the server's page shell
 * draws the same heading: apps/api/src/contexts/site/page-shell).
 */
export function VenuePageHeading({ title, venueName }: VenuePageHeadingProps) {
  return (
    <h1>
      {/* One text node with its space: a name read out as "Yoga at …", never "Yogaat …". */}
      {venueName ? `${title} ` : title}
      {venueName ? <span className="lido-venue-heading__venue">at {venueName}</span> : null}
    </h1>
  );
}
