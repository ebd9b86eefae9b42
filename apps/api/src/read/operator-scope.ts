import { type SQL, sql } from 'drizzle-orm';

// Whose rows an operator's staff see when a table names a customer but not an operator (money,
// credit, visits): the rows of the operator's own customers. One condition, so every report that
// adds up a day across tables scopes it the same way.

/** True for a row whose customer (`customerId`, a column or expression) is the operator's. */
export const ofOperatorsCustomer = (customerId: SQL, operatorId: number): SQL =>
  sql`exists (select from customers scope where scope.id = ${customerId}
    and scope.operator_id = ${operatorId})`;
