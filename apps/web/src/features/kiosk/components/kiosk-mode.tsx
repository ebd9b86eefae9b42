import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { loadChunk } from '../../../shared/lib/load-chunk';
import type { ClientConfig } from '../../../shared/api/get-client';
import { guardKioskLinks, kioskPlacesOf } from '../kiosk-links';
import { leaveKioskLabel } from '../leave-kiosk';
import { KioskIdleGuard } from './kiosk-idle-guard';
import '../kiosk-mode.css';

// The PIN form (and the form library and zod under it) loads when staff open it, not with every
// kiosk page.
const LeaveKioskDialog = lazy(() =>
  loadChunk(() => import('./leave-kiosk-dialog')).then((module) => ({
    default: module.LeaveKioskDialog,
  })),
);

/** On the document root while in kiosk mode; kiosk-mode.css sizes touch targets under it. */
export const kioskRootClass = 'lido-kiosk';

/**
 * Everything only a kiosk has, in one chunk that loads on kiosks alone (its CSS too): large
 * touch targets, no links off the site, the idle reset, and the staff's way out.
 */
export function KioskMode({ client }: { client: ClientConfig }) {
  const [isLeaving, setLeaving] = useState(false);
  const places = useMemo(
    () => kioskPlacesOf(client.siteUrls, client.kioskHomeUrl, window.location.origin),
    [client.siteUrls, client.kioskHomeUrl],
  );

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(kioskRootClass);
    return () => root.classList.remove(kioskRootClass);
  }, []);

  useEffect(() => guardKioskLinks(places), [places]);

  return (
    <>
      <KioskIdleGuard kioskHomeUrl={client.kioskHomeUrl} />
      {/* Discreet, at the page's end, for staff; the PIN keeps customers from using it. */}
      <section className="lido-kiosk-leave" aria-label="Kiosk">
        <Button variant="text" onClick={() => setLeaving(true)}>
          {leaveKioskLabel}
        </Button>
        {isLeaving ? (
          <Suspense fallback={null}>
            <LeaveKioskDialog onCancel={() => setLeaving(false)} />
          </Suspense>
        ) : null}
      </section>
    </>
  );
}
