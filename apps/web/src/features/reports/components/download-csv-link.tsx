interface DownloadCsvLinkProps {
  /** The report's CSV route (`…/takings.csv`). */
  path: string;
  /** Its query, snake_case as on the wire; undefined values are left out. */
  query: Readonly<Record<string, string | number | undefined>>;
  /** Which report, for a screen reader reading the links out of context. */
  report: string;
}

/** A plain link to the report's CSV file: the browser downloads it with the session's cookie. */
export function DownloadCsvLink({ path, query, report }: DownloadCsvLinkProps) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return (
    <a
      className="lido-reports__download"
      href={`${path}?${search.toString()}`}
      download
      aria-label={`Download CSV of ${report}`}
    >
      Download CSV
    </a>
  );
}
