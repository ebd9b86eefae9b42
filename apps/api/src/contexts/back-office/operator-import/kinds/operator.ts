import { findOperatorById, saveOperator } from '../../../venue-setup/venues';
import { isoDate, text } from '../import-columns';
import type { ImportKind } from '../import-kind';

interface OperatorRow extends Record<string, unknown> {
  client_id: string;
  name: string;
  site_url: string;
  my_account_site_url: string | null;
  online_joining_site_url: string | null;
  go_live_date: string | null;
}

const siteUrl = (raw: Parameters<ReturnType<typeof text>>[0]) => {
  const parsed = text(300)(raw);
  if ('error' in parsed) return parsed;
  return /^https?:\/\/[^\s/]+(\/\S*)?$/.test(parsed.value)
    ? { value: parsed.value.replace(/\/$/, '') }
    : { error: 'must be a web address starting https://.' };
};

/**
 * The deployment's operator: its name and the addresses of its sites (one row). A new database
 * needs it first; afterwards the file may rename the operator or move its sites, not replace it.
 */
export const operatorKind: ImportKind<OperatorRow> = {
  name: 'operator',
  label: 'operator',
  key: 'client_id',
  columns: [
    {
      name: 'client_id',
      required: true,
      parse: (raw) => {
        const parsed = text(60)(raw);
        if ('error' in parsed) return parsed;
        return /^[a-z0-9][a-z0-9-]*$/.test(parsed.value)
          ? parsed
          : { error: 'must be lower-case letters, digits and hyphens, such as camden-leisure.' };
      },
      description: 'The operator’s short name in addresses and the API (lower case, hyphens).',
    },
    {
      name: 'name',
      required: true,
      parse: text(120),
      description: 'The operator’s name, as customers see it.',
    },
    {
      name: 'site_url',
      required: true,
      parse: siteUrl,
      description: 'The booking site’s address.',
    },
    {
      name: 'my_account_site_url',
      required: false,
      parse: siteUrl,
      description: 'My account’s address, when not the booking site’s.',
    },
    {
      name: 'online_joining_site_url',
      required: false,
      parse: siteUrl,
      description: 'Online joining’s address, when not the booking site’s.',
    },
    {
      name: 'go_live_date',
      required: false,
      parse: isoDate,
      description: 'The day bookings move to Lido (YYYY-MM-DD); today when left empty.',
    },
  ],
  async check(row, context) {
    const rows = context.rows.get('operator') ?? [];
    if (rows.length > 1 && rows[0] !== row) {
      return [
        {
          column: 'client_id',
          message: 'Lido serves one operator: the operator file has one row.',
        },
      ];
    }
    const operator =
      context.operatorId === null
        ? undefined
        : await findOperatorById(context.db, context.operatorId);
    if (operator && operator.clientId !== row.values.client_id) {
      return [
        {
          column: 'client_id',
          message: `This Lido serves the operator "${operator.clientId}"; its operator file must name it.`,
        },
      ];
    }
    return [];
  },
  async write(rows, context) {
    const ids = new Map<string, string>();
    for (const row of rows) {
      // 0 until the database has an operator: the file makes it.
      const existing =
        context.operatorId === 0
          ? undefined
          : await findOperatorById(context.tx, context.operatorId);
      const values = row.values;
      const id = await saveOperator(context.tx, existing?.id ?? null, {
        clientId: values.client_id,
        name: values.name,
        bookingsSiteUrl: values.site_url,
        myAccountSiteUrl: values.my_account_site_url ?? values.site_url,
        onlineJoiningSiteUrl: values.online_joining_site_url ?? values.site_url,
        migrationDate:
          values.go_live_date ?? existing?.migrationDate ?? context.now.toISOString().slice(0, 10),
      });
      ids.set(row.key, String(id));
    }
    return ids;
  },
};
