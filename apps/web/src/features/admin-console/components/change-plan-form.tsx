import { useEffect, useState } from 'react';
import { Button } from '../../../shared/components/button';
import { FormField } from '../../../shared/components/form-field';
import { errorCopyOf } from '../../../shared/lib/request-state';
import { newIdempotencyKey } from '../../../shared/lib/card-payment';
import { useChangePlanMutation } from '../api/change-plan';
import type { PlanSettings } from '../api/get-plan-settings';
import { fieldMessagesOf } from '../field-messages';

export const planNotChangedCopy = 'The plan was not changed: see the messages by the fields.';

type PlanField = 'name' | 'description' | 'availableOnline';

/**
 * A plan's name, description and online joining, changed in its row. Prices are not changed
 * here: members are collected at their plan's price, so a new price would reach them all.
 */
export function ChangePlanForm({
  plan,
  onDone,
  onCancel,
}: {
  plan: PlanSettings;
  onDone: (plan: PlanSettings) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(plan.name);
  const [description, setDescription] = useState(plan.description);
  const [availableOnline, setAvailableOnline] = useState(plan.availableOnline);
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // One key per change meant: a retry after a lost answer changes it once.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [changePlan, changing] = useChangePlanMutation();
  const idOf = (field: PlanField) => `plan-${plan.id}-${field}`;
  const nameId = idOf('name');
  const descriptionId = idOf('description');
  const onlineId = idOf('availableOnline');
  useEffect(() => {
    document.getElementById(nameId)?.focus();
  }, [nameId]);
  const edited = () => setIdempotencyKey(newIdempotencyKey());
  const describedBy = (id: string, error: string | undefined) =>
    error ? `${id}-error` : undefined;

  return (
    <form
      className="lido-plans__change"
      aria-label={`Change ${plan.name}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        setErrors({});
        void changePlan({
          planId: plan.id,
          changes: { name, description, availableOnline },
          idempotencyKey,
        }).then((result) => {
          if ('error' in result) {
            const byField = fieldMessagesOf<PlanField>(result.error);
            const shown = Object.values(byField).some(Boolean);
            setErrors(byField);
            setFailure(shown ? planNotChangedCopy : errorCopyOf(result.error));
            return;
          }
          onDone(result.data);
        });
      }}
    >
      <FormField
        id={nameId}
        label="Name"
        value={name}
        error={errors.name}
        autoComplete="off"
        onChange={(event) => {
          setName(event.currentTarget.value);
          edited();
        }}
      />
      <div className={errors.description ? 'lido-field lido-field--invalid' : 'lido-field'}>
        <label htmlFor={descriptionId}>Description</label>
        <textarea
          id={descriptionId}
          rows={4}
          value={description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(descriptionId, errors.description)}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            edited();
          }}
        />
        {errors.description ? (
          <p id={`${descriptionId}-error`} className="lido-field__error">
            {errors.description}
          </p>
        ) : null}
      </div>
      <div className="lido-console__check">
        <input
          id={onlineId}
          type="checkbox"
          checked={availableOnline}
          aria-describedby={describedBy(onlineId, errors.availableOnline)}
          onChange={(event) => {
            setAvailableOnline(event.currentTarget.checked);
            edited();
          }}
        />
        <label htmlFor={onlineId}>Can be joined online</label>
        {errors.availableOnline ? (
          <p id={`${onlineId}-error`} className="lido-field__error">
            {errors.availableOnline}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className="lido-form__problem" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="lido-form__actions">
        <Button type="submit" size="sm" disabled={changing.isLoading}>
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
