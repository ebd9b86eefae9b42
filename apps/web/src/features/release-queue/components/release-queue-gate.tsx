import { QUEUE_HEADING } from '@lido/contract';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FullPageMessage } from '../../../shared/components/full-page-message';
import { lidoApi } from '../../../shared/lib/lido-api';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { useGetReleaseQueueQuery, useJoinReleaseQueueMutation } from '../api/release-queue-api';
import { QueuePage } from './queue-page';

interface ReleaseQueueGateProps {
  venueSlug: string;
  venueName: string;
  children: ReactNode;
}

/**
 * A venue's booking pages behind its waiting room: while one is open, a visitor takes a place in
 * it and waits on the queue page, asked again every few seconds, until they are let in; then
 * (and whenever there is no waiting room, while it is being asked about, or when it cannot be
 * reached) the pages show as usual. The API keeps the door itself: this spares a visitor a
 * refusal.
 */
export function ReleaseQueueGate({ venueSlug, venueName, children }: ReleaseQueueGateProps) {
  const [interval, setPollInterval] = useState(60_000);
  const { data: status } = useGetReleaseQueueQuery(venueSlug, {
    skip: !venueSlug,
    pollingInterval: interval,
  });
  // Asked again every few seconds in line; otherwise once a minute, to notice a release opening.
  const isWaiting = status?.state === 'waiting' || status?.state === 'not_joined';
  const nextInterval = isWaiting ? (status?.pollAfterSeconds ?? 3) * 1000 : 60_000;
  if (nextInterval !== interval) setPollInterval(nextInterval);
  const [join, joining] = useJoinReleaseQueueMutation();
  const state = status?.state;
  // Let in after waiting: the sessions were read before the release opened, so read them again.
  const dispatch = useAppDispatch();
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (state === 'waiting' || state === 'not_joined') wasWaiting.current = true;
    else if (state === 'admitted' && wasWaiting.current) {
      wasWaiting.current = false;
      dispatch(lidoApi.util.invalidateTags(['Availability']));
    }
  }, [state, dispatch]);
  useEffect(() => {
    if (state === 'not_joined' && joining.isUninitialized) void join(venueSlug);
  }, [state, joining.isUninitialized, join, venueSlug]);

  // A place could not be taken (the network, a limit): the pages as usual; the API keeps the door.
  if (state === 'not_joined' && joining.isError) return children;
  if (state === 'waiting' || state === 'not_joined') {
    return status && state === 'waiting' ? (
      <QueuePage status={status} venueName={venueName} />
    ) : (
      <FullPageMessage title={QUEUE_HEADING}>
        <p>Taking your place in the queue…</p>
      </FullPageMessage>
    );
  }
  if (state === 'expired') {
    return (
      <FullPageMessage
        title="Your time to book has ended"
        action={<Button onClick={() => void join(venueSlug)}>Join the queue again</Button>}
      >
        <p>Bookings at {venueName} are still busy, so places in the queue are given again.</p>
      </FullPageMessage>
    );
  }
  return children;
}
