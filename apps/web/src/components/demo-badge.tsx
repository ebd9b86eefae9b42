import './demo-badge.css';

/** Shown on every page while the server runs in demo mode: nothing paid here is real. */
export function DemoBadge() {
  return (
    <p className="lido-demo-badge" role="note">
      Demo — no real payments
    </p>
  );
}
