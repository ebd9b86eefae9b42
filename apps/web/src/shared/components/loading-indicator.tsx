/** The stable `#loading` element tests wait on while the site configuration loads. */
export function LoadingIndicator() {
  return (
    <div id="loading" className="lido-loading" role="status" aria-live="polite">
      <span className="lido-loading__spinner" aria-hidden="true" />
      <span className="lido-visually-hidden">Loading</span>
    </div>
  );
}
