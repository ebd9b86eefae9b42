import type { MembershipsReport } from '@lido/contract';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db/client';
import { rowsOf } from '../platform/db/raw-rows';
import { readEnv } from '../platform/env';
import { DEMO_PASSWORD } from '../seed/demo-people';
import { httpCaller } from '../test-support/http-checkout';
import { killServerProcesses, startServerProcess } from '../test-support/server-process';
import { DESK_MANAGER } from '../test-support/sign-in';
import { openTestDatabase } from '../test-support/test-app';

// With DATABASE_READ_URL, the console's reports read a streaming replica (docs/deployment.md).
// Here a second copy of the database stands in for the replica, changed where the primary is not,
// so an answer shows which of the two it was read from.

const { DATABASE_URL } = readEnv();

afterEach(killServerProcesses);

describe.skipIf(!DATABASE_URL)('a read replica', () => {
  it('answers the reports, while the rest reads the primary', async () => {
    const primary = await openTestDatabase();
    const replica = await openTestDatabase();
    try {
      await replica.handle.db.execute(
        sql`update membership_plans set name = 'Read from the replica' where id = (select min(id) from membership_plans)`,
      );
      await replica.handle.db.execute(
        sql`update venues set name = 'Read from the replica' where slug = 'swiss-cottage-leisure-centre'`,
      );
      const server = await startServerProcess(primary.handle.connectionString ?? '', {
        env: { DATABASE_READ_URL: replica.handle.connectionString ?? '' },
      });
      if (!server) throw new Error('the server did not start');
      const call = httpCaller(server.base);
      const signedIn = await call('POST', '/api/auth/staff/login', {
        username: DESK_MANAGER.email,
        password: DEMO_PASSWORD,
      });
      const response = await fetch(
        `${server.base}/api/admin/reports/memberships?from=2026-10-01&to=2026-10-31`,
        { headers: { authorization: `Bearer ${String(signedIn.token)}` } },
      );
      expect(response.status).toBe(200);
      const report = (await response.json()) as { data: MembershipsReport };
      expect(report.data.rows.map((row) => row.plan)).toContain('Read from the replica');
      const venue = await fetch(
        `${server.base}/api/activities/venues/swiss-cottage-leisure-centre`,
      ).then((answer) => answer.json() as Promise<{ data: { name: string } }>);
      expect(venue.data.name).toBe('Swiss Cottage Leisure Centre');
    } finally {
      await primary.drop();
      await replica.drop();
    }
  }, 120_000);

  it('refuses a write through its connections', async () => {
    const copy = await openTestDatabase();
    const reader = await openDatabase({
      kind: 'postgres',
      url: copy.handle.connectionString ?? '',
      readOnly: true,
    });
    try {
      await expect(
        reader.db.execute(sql`update membership_plans set name = name`),
      ).rejects.toThrow();
      const [row] = await rowsOf<{ default_transaction_read_only: string }>(
        reader.db,
        sql`show default_transaction_read_only`,
      );
      expect(row?.default_transaction_read_only).toBe('on');
    } finally {
      await reader.close();
      await copy.drop();
    }
  });
});
