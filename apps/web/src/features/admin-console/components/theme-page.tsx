import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../shared/components/button';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { usePageTitle } from '../../../shared/components/page-title';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { useGetVenuesQuery } from '../../../shared/api/get-venues';
import { useGetAdminThemeQuery } from '../api/get-theme';
import { SelectField } from './console-fields';
import { ThemeForm } from './theme-form';
import './theme-page.css';

export const themeHeading = 'Theme';
export const allVenuesLabel = 'All venues';

/**
 * `/admin/theme?venue=`: the logo, colours, fonts and button style of all venues (the operator's
 * own theme) or of one venue over them, and a venue's footer, previewed as customers will get it.
 */
export function ThemePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const venues = useGetVenuesQuery();
  const venueSlug = searchParams.get('venue') || null;
  const venueName = venues.data?.find((venue) => venue.slug === venueSlug)?.name;
  // Read afresh each time the page opens: another manager may have changed it since.
  const theme = useGetAdminThemeQuery(venueSlug, { refetchOnMountOrArgChange: true });
  usePageTitle([themeHeading, venueSlug === null ? allVenuesLabel : venueName]);

  return (
    <section className="lido-screen lido-console">
      <h1>{themeHeading}</h1>
      {venues.data ? (
        <ChooseVenue
          venues={venues.data.map(({ slug, name }) => ({ slug, name }))}
          venueSlug={venueSlug}
          onChoose={(chosen) => setSearchParams(chosen === null ? {} : { venue: chosen })}
        />
      ) : null}
      {theme.error ? (
        <p className="lido-form__problem" role="alert">
          {errorCopyOf(theme.error)}
        </p>
      ) : !theme.data || theme.isFetching ? (
        <LoadingIndicator />
      ) : (
        // A new form for each venue, so no value typed for one is saved for another.
        <ThemeForm key={venueSlug ?? ''} theme={theme.data} venue={venueSlug} />
      )}
    </section>
  );
}

/** Which theme to change; the page changes when the form is sent, not while it is filled. */
function ChooseVenue({
  venues,
  venueSlug,
  onChoose,
}: {
  venues: Array<{ slug: string; name: string }>;
  venueSlug: string | null;
  onChoose: (venue: string | null) => void;
}) {
  const [venue, setVenue] = useState(venueSlug ?? '');
  return (
    <form
      className="lido-console__choose"
      aria-label="Choose the theme to change"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onChoose(venue || null);
      }}
    >
      <SelectField
        id="theme-venue"
        label="Venue"
        value={venue}
        onChange={(event) => setVenue(event.currentTarget.value)}
      >
        <option value="">{allVenuesLabel}</option>
        {venues.map((choice) => (
          <option key={choice.slug} value={choice.slug}>
            {choice.name}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary">
        Show theme
      </Button>
    </form>
  );
}
