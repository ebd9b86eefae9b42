import { useChangeInRow } from '../use-change-in-row';
import { Button } from '../../../shared/components/button';
import { formatPence } from '../../../shared/lib/format-money';
import type { PlanSettings } from '../api/get-plan-settings';
import { ChangePlanForm } from './change-plan-form';

const headingId = 'plans-heading';

/**
 * The operator's plans as a table in a region that scrolls sideways on a narrow screen (and by
 * keyboard: the region takes focus), each row with a Change button that opens its form in place.
 */
export function PlanSettingsTable({
  plans,
  onChanged,
  onOpen,
}: {
  plans: PlanSettings[];
  onChanged: (plan: PlanSettings) => void;
  onOpen: () => void;
}) {
  return (
    <>
      <h2 id={headingId}>Plans</h2>
      <div className="lido-plans__scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
        <table className="lido-console__table lido-plans__table" data-testid="plan-list">
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Monthly price</th>
              <th scope="col">Joining fee</th>
              <th scope="col">Venues</th>
              <th scope="col">Joined online</th>
              <th scope="col">Current members</th>
              <th scope="col">
                <span className="lido-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <PlanRow key={plan.id} plan={plan} onChanged={onChanged} onOpen={onOpen} />
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function PlanRow({
  plan,
  onChanged,
  onOpen,
}: {
  plan: PlanSettings;
  onChanged: (plan: PlanSettings) => void;
  onOpen: () => void;
}) {
  const { isChanging, open, close, changeButtonRef } = useChangeInRow();
  return (
    <tr data-testid="plan-row">
      <th scope="row">
        {plan.name}
        <span className="lido-plans__description">{plan.description}</span>
      </th>
      <td>{formatPence(plan.monthlyPricePence)}</td>
      <td>{plan.joiningFeePence === 0 ? 'None' : formatPence(plan.joiningFeePence)}</td>
      <td>{plan.venues.length === 0 ? 'Every venue' : plan.venues.join(', ')}</td>
      <td>{plan.availableOnline ? 'Yes' : 'No, at reception'}</td>
      <td>{plan.currentMembers}</td>
      <td>
        {isChanging ? (
          <ChangePlanForm
            plan={plan}
            onDone={(now) => {
              close();
              onChanged(now);
            }}
            onCancel={close}
          />
        ) : (
          <Button
            ref={changeButtonRef}
            variant="secondary"
            size="sm"
            aria-label={`Change ${plan.name}`}
            onClick={() => {
              onOpen();
              open();
            }}
          >
            Change
          </Button>
        )}
      </td>
    </tr>
  );
}
