import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { ModalDialog } from '../../../shared/components/modal-dialog';
import { errorCopyOf } from '../../../shared/lib/request-state';
import type { BookingPartner } from '../api/get-booking-partners';
import { useRevokeBookingPartnerMutation } from '../api/revoke-booking-partner';
import {
  londonDateOf,
  revokedCopy,
  revokeQuestion,
  revokeWarning,
  shownKeyOf,
} from './booking-partners-copy';

/**
 * The partners as a table in a region that scrolls sideways on a narrow screen (and by keyboard:
 * the region takes focus); each live partner's row has a Revoke button that asks first.
 */
export function BookingPartnersTable({
  partners,
  onRevoked,
}: {
  partners: BookingPartner[];
  onRevoked: (message: string) => void;
}) {
  return (
    <div
      className="lido-partners__scroll"
      role="region"
      aria-labelledby="partners-list-heading"
      tabIndex={0}
    >
      <table className="lido-console__table lido-partners__table" data-testid="booking-partners">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Added</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="lido-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {partners.map((partner) => (
            <PartnerRow key={partner.id} partner={partner} onRevoked={onRevoked} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PartnerRow({
  partner,
  onRevoked,
}: {
  partner: BookingPartner;
  onRevoked: (message: string) => void;
}) {
  const [isAsking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [revoke, revoking] = useRevokeBookingPartnerMutation();
  const descriptionId = useId();
  const statusRef = useRef<HTMLTableCellElement>(null);
  // Revoked from this row: its button is gone, so the keyboard carries on from its status.
  const isFocusOwed = useRef(false);
  useEffect(() => {
    if (partner.revokedAt !== null && isFocusOwed.current) {
      isFocusOwed.current = false;
      statusRef.current?.focus();
    }
  }, [partner.revokedAt]);

  const keep = () => {
    if (revoking.isLoading) return;
    setAsking(false);
    setProblem(null);
  };
  const confirm = async () => {
    setProblem(null);
    const result = await revoke(partner.id);
    if ('error' in result) {
      setProblem(errorCopyOf(result.error));
      return;
    }
    isFocusOwed.current = true;
    setAsking(false);
    onRevoked(revokedCopy(partner.name));
  };

  return (
    <tr data-testid="booking-partner-row">
      <th scope="row" className="lido-partners__name">
        {partner.name}
      </th>
      <td>
        <code className="lido-partners__prefix">{shownKeyOf(partner.keyPrefix)}</code>
      </td>
      <td>
        {londonDateOf(partner.createdAt)}{' '}
        <span className="lido-partners__by">by {partner.createdBy}</span>
      </td>
      <td ref={statusRef} tabIndex={-1}>
        {partner.revokedAt === null ? (
          'Active'
        ) : (
          <>
            Revoked {londonDateOf(partner.revokedAt)}{' '}
            {partner.revokedBy ? (
              <span className="lido-partners__by">by {partner.revokedBy}</span>
            ) : null}
          </>
        )}
      </td>
      <td>
        {partner.revokedAt === null ? (
          <Button
            variant="destructive"
            size="sm"
            isTouchTarget
            aria-label={`Revoke ${partner.name}`}
            aria-haspopup="dialog"
            onClick={() => setAsking(true)}
          >
            Revoke
          </Button>
        ) : null}
        {isAsking ? (
          <ModalDialog
            role="alertdialog"
            title={revokeQuestion(partner.name)}
            describedBy={descriptionId}
            hasCloseButton={false}
            onClose={keep}
            onBackdropClick={keep}
          >
            <p id={descriptionId}>{revokeWarning(partner.name)}</p>
            {problem ? (
              <p className="lido-form__problem" role="alert">
                {problem}
              </p>
            ) : null}
            <div className="lido-partners__confirm-buttons">
              <Button
                variant="secondary"
                data-autofocus
                disabled={revoking.isLoading}
                onClick={keep}
              >
                Keep it
              </Button>
              <Button
                variant="destructive"
                isBusy={revoking.isLoading}
                onClick={() => void confirm()}
              >
                {revoking.isLoading ? 'Revoking…' : 'Yes, revoke'}
              </Button>
            </div>
          </ModalDialog>
        ) : null}
      </td>
    </tr>
  );
}
