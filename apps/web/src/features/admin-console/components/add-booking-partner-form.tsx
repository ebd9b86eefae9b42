import { useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopyOf } from '../../../shared/lib/request-state';
import {
  type AddedBookingPartner,
  type NewBookingPartner,
  useAddBookingPartnerMutation,
} from '../api/add-booking-partner';
import { fieldMessagesOf } from '../field-messages';
import { partnerNotAddedCopy } from './booking-partners-copy';
import { IssuedKey } from './issued-key';

/**
 * A new booking partner, by name: the API issues its key and answers it this once, so the form
 * shows it until the manager has copied it and says so. No Idempotency-Key is sent (the API keeps
 * no answer holding a key), so a press is one partner: the button waits for the answer.
 */
export function AddBookingPartnerForm({ onAdd }: { onAdd: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState<AddedBookingPartner | null>(null);
  const [addPartner, adding] = useAddBookingPartnerMutation();

  return (
    <>
      <form
        className="lido-form lido-partners__add"
        aria-labelledby="add-partner-heading"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (adding.isLoading) return;
          setFailure(null);
          setAdded(null);
          onAdd();
          void addPartner({ name }).then((result) => {
            if ('error' in result) {
              const byField = fieldMessagesOf<keyof NewBookingPartner>(result.error);
              setError(byField.name);
              setFailure(byField.name ? partnerNotAddedCopy : errorCopyOf(result.error));
              return;
            }
            setError(undefined);
            setName('');
            setAdded(result.data);
          });
        }}
      >
        <h2 id="add-partner-heading">Add a booking partner</h2>
        <FormField
          id="add-partner-name"
          label="Name"
          hint="The activity app’s name, as your staff will know it."
          value={name}
          error={error}
          autoComplete="off"
          maxLength={100}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {failure ? (
          <p className="lido-form__problem" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="lido-form__actions">
          <Button type="submit" isBusy={adding.isLoading}>
            Add booking partner
          </Button>
        </div>
      </form>
      {added ? <IssuedKey partner={added} onDone={() => setAdded(null)} /> : null}
    </>
  );
}
