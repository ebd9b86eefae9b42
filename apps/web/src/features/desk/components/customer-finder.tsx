import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useAppDispatch } from '../../../shared/lib/store-hooks';
import { Button } from '../../../shared/components/button';
import { formatCalendarDate } from '../../../shared/lib/format-calendar-date';
import { errorCopy, isApiError } from '../../../shared/lib/request-state';
import { useCreateWalkInMutation, useLazySearchDeskCustomersQuery } from '../api/desk-customers';
import { servedCustomerOf } from '../../../shared/lib/served-customer';
import { serveCustomer } from '../serving';
import { NewCustomerForm } from './new-customer-form';

export const searchHint = 'Name, email, reference, postcode or date of birth (DD/MM/YYYY)';

/**
 * Whom the desk serves: a customer found by a search, one made in the short form, or a walk-in
 * without an account.
 */
export function CustomerFinder() {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const [text, setText] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const [search, found] = useLazySearchDeskCustomersQuery();
  const [createWalkIn, walkIn] = useCreateWalkInMutation();
  const [error, setError] = useState<string | null>(null);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void search(text.trim());
  };

  const onWalkIn = async () => {
    setError(null);
    const result = await createWalkIn();
    if ('error' in result) {
      setError(isApiError(result.error) ? errorCopy(result.error) : null);
      return;
    }
    dispatch(serveCustomer(servedCustomerOf(result.data)));
  };

  if (isCreating) return <NewCustomerForm onCancel={() => setIsCreating(false)} />;

  const searchError = isApiError(found.error) ? errorCopy(found.error) : null;
  const results = found.isFetching ? undefined : found.data;
  return (
    <div className="lido-desk-bar__finder">
      <form role="search" className="lido-desk-bar__search" onSubmit={onSearch}>
        <label htmlFor={inputId}>Find a customer</label>
        <div className="lido-desk-bar__search-row">
          <input
            id={inputId}
            type="search"
            value={text}
            autoComplete="off"
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={found.isFetching}>
            Search
          </Button>
        </div>
        <p id={`${inputId}-hint`} className="lido-desk-bar__hint">
          {searchHint}
        </p>
      </form>
      <div className="lido-desk-bar__choices">
        <Button variant="secondary" size="sm" onClick={() => setIsCreating(true)}>
          New customer
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={walkIn.isLoading}
          onClick={() => void onWalkIn()}
        >
          Serve a walk-in
        </Button>
      </div>
      <div aria-live="polite" className="lido-desk-bar__results">
        {(searchError ?? error) ? <p role="alert">{searchError ?? error}</p> : null}
        {results && results.length === 0 ? <p>No customers match “{found.originalArgs}”.</p> : null}
        {results && results.length > 0 ? (
          <ul aria-label="Customers found">
            {results.map((customer) => {
              const name = `${customer.firstName} ${customer.lastName}`;
              return (
                <li key={customer.id}>
                  <span>
                    <strong>{name}</strong> {customer.reference}
                    {customer.dateOfBirth ? ` · ${formatCalendarDate(customer.dateOfBirth)}` : ''}
                    {customer.postcode ? ` · ${customer.postcode}` : ''}
                    {customer.email ? ` · ${customer.email}` : ''}
                    {customer.isMember ? ' · Member' : ''}
                  </span>
                  <Button
                    size="sm"
                    aria-label={`Serve ${name}`}
                    onClick={() => dispatch(serveCustomer(servedCustomerOf(customer)))}
                  >
                    Serve
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
