import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { selectServedCustomer } from '../../../shared/state/desk.slice';
import { readServedCustomer } from '../../../shared/lib/served-customer';
import { endServing, serveCustomer } from '../serving';
import { CustomerFinder } from './customer-finder';
import './desk.css';

/**
 * The desk's bar above every page (desk mode: staff signed in away from a kiosk): whom the desk
 * serves, or the ways to choose them. The timetable, basket and checkout below act for them.
 */
export function DeskBar() {
  const dispatch = useAppDispatch();
  const served = useAppSelector(selectServedCustomer);

  // After a reload the desk goes on serving whom this tab was serving. The bar shows only once
  // a member of staff is known to be signed in, so a customer on this tab never inherits it
  // (and signing out forgets it: app/store.ts keeps the kept copy in step).
  useEffect(() => {
    if (served !== null) return;
    const kept = readServedCustomer();
    if (kept) dispatch(serveCustomer(kept));
    // Once, when the desk opens: choosing nobody later must not bring the kept one back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <section className="lido-desk-bar" aria-label="Front desk">
      <div className="lido-desk-bar__inner">
        {served ? (
          <div className="lido-desk-bar__serving">
            <p role="status">
              Serving{' '}
              <strong>
                {served.firstName} {served.lastName}
              </strong>
              {served.isWalkIn
                ? ' (walk-in, no account)'
                : served.reference
                  ? ` (${served.reference})`
                  : ''}
              {served.isMember ? ' · Member' : ''}
            </p>
            <Button variant="secondary" size="sm" onClick={() => dispatch(endServing())}>
              Change customer
            </Button>
          </div>
        ) : (
          <CustomerFinder />
        )}
      </div>
    </section>
  );
}
