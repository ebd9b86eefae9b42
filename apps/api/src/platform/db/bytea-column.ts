import { customType } from 'drizzle-orm/pg-core';

/** Bytes as PostgreSQL stores them (`bytea`), read and written as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
