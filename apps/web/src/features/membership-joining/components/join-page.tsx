import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../shared/components/link';
import { useAppSelector } from '../../../shared/lib/store-hooks';
import { ButtonLink } from '../../../shared/components/button';
import { LoadingIndicator } from '../../../shared/components/loading-indicator';
import { NotFoundPage } from '../../../shared/components/not-found-page';
import { usePageTitle } from '../../../shared/components/page-title';
import { paths } from '../../../shared/lib/paths';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { selectIsLoggedIn } from '../../../shared/state/auth.slice';
import { useGetOnlineJoiningVenuesQuery } from '../../../shared/api/get-online-joining-venues';
import { useGetVenueMembershipPlansQuery } from '../../../shared/api/get-venue-membership-plans';
import { useGetClientQuery } from '../../../shared/api/get-client';
import type { JoiningMembership } from '../api/get-joining-membership';
import { useGetJoiningMembershipQuery } from '../api/get-joining-membership';
import { idFromAddress } from '../../../shared/lib/id-from-address';
import { joinHeading } from '../joining-words';
import '../membership-joining.css';
import { BankDetailsForm, notSoldOnlineCopy } from './bank-details-form';
import { FirstPayment } from './first-payment';
import { PlanSummary } from './plan-summary';
import type { UploadForm } from './proof-documents-step';
import { ProofDocumentsStep } from './proof-documents-step';
import { SignedOutPrompt } from './signed-out-prompt';

const joinAMembership = 'Join a membership';

/** Where a joining that cannot go on sends the visitor: back to compare the plans. */
function CannotJoin({ heading, message }: { heading: string; message: string }) {
  return (
    <section className="lido-screen lido-joining">
      <h1>{heading}</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to={paths.pricing.build()}>Compare memberships</Link>
      </p>
    </section>
  );
}

/**
 * `/join/:planId?venue=` — joining a plan online at a venue, in steps on one address: the plan
 * and the bank details for its Direct Debit (or, signed out, a way to log in and come back),
 * then, with `membership=` added once the Direct Debit is set up, the first payment. A reload
 * carries on from the membership the address names; a joined one goes to its confirmation.
 * A plan that needs proof takes it with `UploadForm`, My account's (the route gives it).
 */
export function JoinPage({ UploadForm }: { UploadForm: UploadForm }) {
  const { planId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const client = useGetClientQuery();
  const venueId = idFromAddress(searchParams.get('venue'));
  const membershipId = idFromAddress(searchParams.get('membership'));
  // Set when this page set up the Direct Debit, not when a reload opens the payment step.
  const [hasJustJoined, setJustJoined] = useState(false);

  const onJoined = useCallback(
    (membership: JoiningMembership) => {
      setJustJoined(true);
      // In place of the bank details: going back must not offer to set up a second one.
      void navigate(
        paths.joinMembership.build(membership.plan.id, {
          venue: membership.venue.id,
          membership: membership.membershipId,
        }),
        { replace: true },
      );
    },
    [navigate],
  );

  if (client.isLoading) return <LoadingIndicator />;
  if (client.data && !client.data.onlineJoiningEnabled) return <NotFoundPage />;
  const operatorName = client.data?.name ?? '';

  if (membershipId !== null && isLoggedIn) {
    return (
      <PaymentStep
        membershipId={membershipId}
        focusOnArrival={hasJustJoined}
        UploadForm={UploadForm}
      />
    );
  }
  return (
    <PlanStep
      planId={planId}
      venueId={venueId}
      isLoggedIn={isLoggedIn}
      operatorName={operatorName}
      onJoined={onJoined}
    />
  );
}

interface PlanStepProps {
  planId: string;
  venueId: number | null;
  isLoggedIn: boolean;
  operatorName: string;
  onJoined: (membership: JoiningMembership) => void;
}

/** The plan at the venue, then the bank details, or the way to sign in first. */
function PlanStep({ planId, venueId, isLoggedIn, operatorName, onJoined }: PlanStepProps) {
  const venues = useGetOnlineJoiningVenuesQuery();
  const venue = venues.data?.find((each) => each.id === venueId);
  const plans = useGetVenueMembershipPlansQuery(venue?.slug ?? skipToken);
  const plan = plans.data?.find((each) => String(each.id) === planId);
  usePageTitle(plan && venue ? [joinHeading(plan.name), venue.name] : []);

  if (venues.isLoading || plans.isLoading) return <LoadingIndicator />;
  const error = venues.error ?? plans.error;
  if (isApiError(error)) return <CannotJoin heading={joinAMembership} message={errorCopy(error)} />;
  if (!venue || !plan?.availableOnline) {
    return <CannotJoin heading={joinAMembership} message={notSoldOnlineCopy} />;
  }

  return (
    <section className="lido-screen lido-joining">
      <h1>{joinHeading(plan.name)}</h1>
      <p className="lido-introduction">Your home venue will be {venue.name}.</p>
      <PlanSummary plan={plan} operatorName={operatorName} />
      {isLoggedIn ? (
        <BankDetailsForm
          planId={plan.id}
          venueId={venue.id}
          operatorName={operatorName}
          onJoined={onJoined}
        />
      ) : (
        <SignedOutPrompt />
      )}
    </section>
  );
}

interface PaymentStepProps {
  membershipId: number;
  focusOnArrival: boolean;
  UploadForm: UploadForm;
}

/** The membership the address names: its first payment, or where it has got to since. */
function PaymentStep({ membershipId, focusOnArrival, UploadForm }: PaymentStepProps) {
  const navigate = useNavigate();
  const query = useGetJoiningMembershipQuery(membershipId);
  const membership = query.data;
  // Proof the plan needs (a student card) comes first; the payment once each is uploaded.
  const proofNeeded = membership?.documents.find((document) => !document.uploaded);
  const [hasUploadedProof, setUploadedProof] = useState(false);
  usePageTitle(
    membership
      ? [
          proofNeeded ? `Your ${proofNeeded.name}` : 'Your first payment',
          joinHeading(membership.plan.name),
          membership.venue.name,
        ]
      : [],
  );

  const toConfirmation = useCallback(
    (joined: JoiningMembership) =>
      void navigate(paths.joiningConfirmed.build(joined.membershipId), { replace: true }),
    [navigate],
  );
  const isActive = membership?.status === 'active';
  useEffect(() => {
    if (isActive && membership) toConfirmation(membership);
  }, [isActive, membership, toConfirmation]);

  if (query.isLoading || isActive) return <LoadingIndicator />;
  if (!membership) {
    return (
      <CannotJoin
        heading={joinAMembership}
        message={isApiError(query.error) ? errorCopy(query.error) : notSoldOnlineCopy}
      />
    );
  }
  const heading = joinHeading(membership.plan.name);
  if (membership.status !== 'pending') {
    // Abandoned: the first payment was never made, and the application has been closed.
    return (
      <section className="lido-screen lido-joining">
        <h1>{heading}</h1>
        <p>This application was not finished and has been closed. You can start again.</p>
        <div className="lido-form__actions">
          <ButtonLink
            to={paths.joinMembership.build(membership.plan.id, { venue: membership.venue.id })}
          >
            Start again
          </ButtonLink>
        </div>
      </section>
    );
  }

  return (
    <section className="lido-screen lido-joining">
      <h1>{heading}</h1>
      <p className="lido-introduction">
        Your Direct Debit is ready. Your membership at {membership.venue.name} starts once your
        first payment is made.
      </p>
      {proofNeeded ? (
        <ProofDocumentsStep
          UploadForm={UploadForm}
          membership={membership}
          focusOnArrival={focusOnArrival}
          onUploaded={() => {
            setUploadedProof(true);
            void query.refetch();
          }}
        />
      ) : (
        <FirstPayment
          membership={membership}
          focusOnArrival={focusOnArrival || hasUploadedProof}
          onJoined={toConfirmation}
        />
      )}
    </section>
  );
}
