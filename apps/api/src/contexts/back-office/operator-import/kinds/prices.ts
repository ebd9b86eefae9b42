import {
  existingPricingOptionIds,
  findPricingOptionAmounts,
  savePricingOptions,
} from '../../../venue-setup/catalogue';
import { integer, oneOf, operatorId, pounds, text } from '../import-columns';
import type { ImportKind } from '../import-kind';
import { activityKindOf } from './activity-check-facts';
import { lidoNumberId, rowToSave } from './shared-columns';

export const priceKinds = ['standard', 'ticket'] as const;

interface PriceRow extends Record<string, unknown> {
  price_id: string;
  lido_id: number | null;
  activity_id: string;
  name: string;
  kind: (typeof priceKinds)[number] | null;
  price: number;
  member_price: number | null;
  sort_order: number | null;
}

/**
 * What activities cost: a standard price for a class or a court, and one price per ticket type
 * (Adult, Junior, Concession) for a ticketed activity. Members pay the member price when given.
 */
export const pricesKind: ImportKind<PriceRow> = {
  name: 'prices',
  label: 'price',
  key: 'price_id',
  columns: [
    { name: 'price_id', required: true, parse: operatorId, description: 'Your id for the price.' },
    lidoNumberId('price'),
    {
      name: 'activity_id',
      required: true,
      parse: operatorId,
      refersTo: 'activities',
      description: 'The class, court or ticketed activity it is the price of (your activity_id).',
    },
    {
      name: 'name',
      required: true,
      parse: text(80),
      description: 'Its name (“Standard”, “Adult”, “Junior”).',
    },
    {
      name: 'kind',
      required: false,
      parse: oneOf(priceKinds),
      description:
        'standard (a class or court; the default) or ticket (a ticket type of a ticketed activity).',
    },
    {
      name: 'price',
      required: true,
      parse: pounds,
      description: 'What it costs, in pounds (“6.50”).',
    },
    {
      name: 'member_price',
      required: false,
      parse: pounds,
      description: 'What members pay, in pounds; the price when empty.',
    },
    {
      name: 'sort_order',
      required: false,
      parse: integer(0, 9999),
      description: 'Its place among the activity’s prices, smallest first (0 when empty).',
    },
  ],
  async check(row, context) {
    const problems: Array<{ column: string; message: string }> = [];
    const values = row.values;
    const kind = values.kind ?? 'standard';
    if (values.member_price !== null && values.member_price > values.price) {
      problems.push({
        column: 'member_price',
        message: 'The member price cannot be more than the price.',
      });
    }
    const prices = context.rows.get('prices') ?? [];
    const twin = prices.find(
      (other) =>
        other !== row &&
        other.values.activity_id === values.activity_id &&
        String(other.values.name).toLowerCase() === values.name.toLowerCase(),
    );
    if (twin && prices.indexOf(twin) < prices.indexOf(row)) {
      problems.push({
        column: 'name',
        message: `The activity already has a price named "${values.name}" in ${twin.file} line ${twin.line}: give each its own name.`,
      });
    }
    const activity = await activityKindOf(context, values.activity_id);
    if (!activity) return problems;
    if (activity.kind === 'group') {
      problems.push({
        column: 'activity_id',
        message: `"${activity.name}" is a group, which has no prices: give prices to the activities in it.`,
      });
    } else if (kind === 'ticket' && activity.kind !== 'ticketed') {
      problems.push({
        column: 'kind',
        message: `A ticket price is for a ticketed activity, and "${activity.name}" is a ${activity.kind}: make the kind standard.`,
      });
    } else if (kind === 'standard' && activity.kind === 'ticketed') {
      problems.push({
        column: 'kind',
        message: `"${activity.name}" is ticketed, so each of its prices is a ticket type: make the kind ticket.`,
      });
    }
    return problems;
  },
  existingLidoIds: (db, _operatorId, ids) => existingPricingOptionIds(db, ids),
  // A manager may have changed a price in the console since the last import.
  async changedSinceImport(db, rows) {
    const live = await findPricingOptionAmounts(
      db,
      rows.map((row) => Number(row.internalId)),
    );
    const changed = rows.filter(({ internalId, values }) => {
      const amounts = live.get(Number(internalId));
      return (
        amounts !== undefined &&
        (amounts.pricePence !== values.price || amounts.memberPricePence !== values.member_price)
      );
    });
    return new Set(changed.map((row) => row.key));
  },
  async write(rows, context) {
    const ids = await savePricingOptions(
      context.tx,
      rows.map((row) => ({
        ...rowToSave(row),
        fields: {
          categoryId: context.internalId('activities', row.values.activity_id),
          name: row.values.name,
          kind: row.values.kind ?? 'standard',
          pricePence: row.values.price,
          memberPricePence: row.values.member_price,
          sortOrder: row.values.sort_order ?? 0,
        },
      })),
    );
    return new Map(rows.map((row, index) => [row.key, String(ids[index])]));
  },
};
