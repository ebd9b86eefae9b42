import { useChangeInRow } from '../use-change-in-row';
import { Button } from '../../../shared/components/button';
import { formatPence } from '../../../shared/lib/format-money';
import type { ActivityPriceList, ListedPrice } from '../api/get-price-lists';
import { memberPriceLabel } from '../price-values';
import { ChangePriceForm } from './change-price-form';

/**
 * One activity's prices as a table in a region of its own that scrolls sideways on a narrow
 * screen (and by keyboard: the region takes focus), each row with a Change button that opens its
 * form in place.
 */
export function PriceListTable({
  venueSlug,
  activity,
  onChanged,
  onOpen,
}: {
  venueSlug: string;
  activity: ActivityPriceList;
  onChanged: (activity: string, price: ListedPrice) => void;
  onOpen: () => void;
}) {
  const headingId = `prices-${activity.id}-heading`;
  return (
    <>
      <h2 id={headingId}>{activity.name}</h2>
      {activity.prices.length === 0 ? (
        <p>No prices yet.</p>
      ) : (
        <div className="lido-prices__scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
          <table className="lido-console__table lido-prices__table" data-testid="price-list">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Price</th>
                <th scope="col">Member price</th>
                <th scope="col">
                  <span className="lido-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {activity.prices.map((price) => (
                <PriceRow
                  key={price.id}
                  venueSlug={venueSlug}
                  activity={activity.name}
                  price={price}
                  onChanged={(now) => onChanged(activity.name, now)}
                  onOpen={onOpen}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function PriceRow({
  venueSlug,
  activity,
  price,
  onChanged,
  onOpen,
}: {
  venueSlug: string;
  activity: string;
  price: ListedPrice;
  onChanged: (price: ListedPrice) => void;
  onOpen: () => void;
}) {
  const { isChanging, open, close, changeButtonRef } = useChangeInRow();
  return (
    <tr data-testid="price-row">
      <th scope="row">{price.name}</th>
      <td>{formatPence(price.pricePence)}</td>
      <td>{memberPriceLabel(price.memberPricePence)}</td>
      <td>
        {isChanging ? (
          <ChangePriceForm
            venueSlug={venueSlug}
            activity={activity}
            price={price}
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
            aria-label={`Change ${activity}: ${price.name}`}
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
