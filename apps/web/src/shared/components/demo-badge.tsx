import './demo-badge.css';

/**
 * Shown on every page while the server runs in demo mode: nothing paid here is real. In its own
 * landmark, since it sits above the header and all content belongs to a landmark.
 */
export function DemoBadge() {
  return (
    <aside className="lido-demo-badge" aria-label="Demo site">
      <p role="note">Demo — no real payments</p>
    </aside>
  );
}
