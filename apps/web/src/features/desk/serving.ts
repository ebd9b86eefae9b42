import type { LidoDispatch } from '../../shared/lib/store-hooks';
import { selectedUserChanged } from '../../shared/state/basket.slice';
import { customerServed, servingEnded } from '../../shared/state/desk.slice';
import type { ServedCustomer } from '../../shared/lib/served-customer';

/** The desk serves this customer: the basket, and everything else the site does, acts for them. */
export const serveCustomer = (customer: ServedCustomer) => (dispatch: LidoDispatch) => {
  dispatch(customerServed(customer));
  dispatch(selectedUserChanged(customer.id));
};

/** The sale is over or abandoned: nobody is served until staff choose the next customer. */
export const endServing = () => (dispatch: LidoDispatch) => {
  dispatch(servingEnded());
  dispatch(selectedUserChanged(null));
};
