import { familyLinksOfCustomers } from '../../../people/accounts';
import type { CheckContext, ImportRow } from '../import-kind';

/** The one column of a customer row that families are checked by. */
interface FamilyColumns {
  family_lead_id: string | null;
}

/** Families have one level, as in the app: a lead is no one's junior, and a junior leads no one. */
export async function checkFamilies<Row extends FamilyColumns>(
  rows: readonly ImportRow<Row>[],
  context: CheckContext,
  report: (row: ImportRow<Row>, column: string, message: string) => void,
  where: (row: ImportRow<Row>, from: ImportRow<Row>) => string,
): Promise<void> {
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const firstJuniorOf = new Map<string, ImportRow<Row>>();
  for (const row of rows) {
    const lead = row.values.family_lead_id;
    if (lead !== null && !firstJuniorOf.has(lead)) firstJuniorOf.set(lead, row);
  }
  const existingId = (key: string) => {
    const id = context.existingInternalId('customers', key);
    return id === undefined ? undefined : Number(id);
  };
  const rowByExistingId = new Map<number, ImportRow<Row>>();
  for (const row of rows) {
    const id = existingId(row.key);
    if (id !== undefined) rowByExistingId.set(id, row);
  }
  // Links already in Lido, for leads the file does not hold and for juniors imported before.
  const idsToLook = new Set<number>();
  for (const row of rows) {
    const lead = row.values.family_lead_id;
    if (lead === null) continue;
    const juniorId = existingId(row.key);
    if (juniorId !== undefined) idsToLook.add(juniorId);
    const leadId = byKey.has(lead) ? undefined : existingId(lead);
    if (leadId !== undefined) idsToLook.add(leadId);
  }
  const links = await familyLinksOfCustomers(context.db, [...idsToLook]);
  const juniorsInLido = new Set(links.map((link) => link.memberId));
  const leadsInLido = new Set(
    links
      .filter((link) => {
        // A junior the file holds is linked as its row says, whatever Lido has now.
        const juniorRow = rowByExistingId.get(link.memberId);
        return juniorRow === undefined;
      })
      .map((link) => link.leadId),
  );

  for (const row of rows) {
    const lead = row.values.family_lead_id;
    if (lead === null) continue;
    if (lead === row.key) {
      report(row, 'family_lead_id', 'A customer cannot be their own family lead.');
      continue;
    }
    const leadRow = byKey.get(lead);
    if (leadRow && leadRow.values.family_lead_id !== null) {
      report(
        row,
        'family_lead_id',
        `The family lead "${lead}" has a family lead of their own (${where(leadRow, row)}): a family has one level, so name that customer's lead instead.`,
      );
    }
    const leadId = leadRow ? undefined : existingId(lead);
    if (leadId !== undefined && juniorsInLido.has(leadId)) {
      report(
        row,
        'family_lead_id',
        `The family lead "${lead}" is a junior in another family in Lido: a family has one level, so name that customer's lead instead.`,
      );
    }
    const junior = firstJuniorOf.get(row.key);
    if (junior) {
      report(
        row,
        'family_lead_id',
        `This customer is the family lead of the customer on ${where(junior, row)}, so cannot have a family lead of their own.`,
      );
    }
    const ownId = existingId(row.key);
    if (ownId !== undefined && leadsInLido.has(ownId)) {
      report(
        row,
        'family_lead_id',
        'This customer already books for family members in Lido, so cannot have a family lead of their own.',
      );
    }
  }
}
