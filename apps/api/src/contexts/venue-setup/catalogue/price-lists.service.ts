import {
  type ChangePriceBody,
  type ListedPrice,
  MEMBER_PRICE_ABOVE_PRICE,
  PRICE_LIST_NOT_FOUND,
  type VenuePriceLists,
} from '@lido/contract';
import { authorize, reaches } from '../../../platform/authorize';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError, invalid } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import { formatPence } from '../../../platform/money';
import { findOperator, findVenueByIdentifier } from '../venues';
import type { V2Type } from './catalogue.tables';
import {
  findBookableActivities,
  findPricingOptionsOf,
  findPricingOptionVenueId,
  lockPricingOption,
  type PricingOptionRow,
  updatePricingOption,
} from './price-lists.repository';

/** A price's fields as the audit and the Changes report say them: "£5.50", "none", a name. */
type PriceFacts = Partial<Record<'price' | 'member_price' | 'name', string>>;

/** A saved change of a price, as the desk's audit records it: only the fields that changed. */
export interface PriceChange {
  staffUserId: number;
  /** The activity's venue: its Changes report lists it. */
  venueId: number;
  pricingOptionId: number;
  activity: string;
  /** The price's name as it now is. */
  name: string;
  before: PriceFacts;
  after: PriceFacts;
}

export interface PriceListsDeps {
  db: Database;
  clock: Clock;
  // The audit belongs to a module after this one (desk-audit), so the back-office context
  // plugs it in.
  /** Appends the change to the audit, in the transaction that makes it. */
  recordPriceChange: (tx: Database, change: PriceChange, now: Date) => Promise<void>;
}

const kindOfActivity: Record<V2Type, VenuePriceLists['activities'][number]['kind']> = {
  classes: 'class',
  resources: 'slot',
  ticketed: 'ticketed',
};

const wirePrice = (row: PricingOptionRow): ListedPrice => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  price_pence: row.pricePence,
  member_price_pence: row.memberPricePence,
});

/** `GET /api/admin/venues/:venueSlug/prices`: another operator's venue reads as missing. */
export async function readVenuePriceLists(
  deps: PriceListsDeps,
  caller: Caller,
  venueSlug: string,
): Promise<VenuePriceLists> {
  const manager = authorize(caller, 'price-lists.change');
  const venue = await findVenueByIdentifier(deps.db, venueSlug);
  if (!venue || !reaches(manager, 'price-lists.change', venue)) {
    throw new DomainError('NOT_FOUND', PRICE_LIST_NOT_FOUND);
  }
  const activities = await findBookableActivities(deps.db, venue.id);
  const options = await findPricingOptionsOf(
    deps.db,
    activities.map((activity) => activity.id),
  );
  return {
    venue: { id: venue.id, slug: venue.slug, name: venue.name },
    activities: activities.map((activity) => ({
      id: activity.id,
      name: activity.name,
      kind: kindOfActivity[activity.v2Type],
      prices: options.filter((option) => option.categoryId === activity.id).map(wirePrice),
    })),
  };
}

/**
 * `PATCH /api/admin/prices/:priceId`: the price, its member price or name, and one audit entry
 * (only what changed), in one transaction with the row locked. Baskets and bookings keep the
 * pence they were taken at, so only places taken from now on pay the new price; the timetable's
 * cached days are versioned by their pricing rows, so they show it at once.
 */
export async function changeListedPrice(
  deps: PriceListsDeps,
  caller: Caller,
  priceId: number,
  body: ChangePriceBody,
): Promise<ListedPrice> {
  const manager = authorize(caller, 'price-lists.change');
  const staffUserId = manager.userId;
  // Reach is checked before the transaction: it reads through the app's own connection.
  const venueId = await findPricingOptionVenueId(deps.db, priceId);
  const venue =
    venueId === undefined ? undefined : await findVenueByIdentifier(deps.db, String(venueId));
  if (!venue || !reaches(manager, 'price-lists.change', venue)) {
    throw new DomainError('NOT_FOUND', PRICE_LIST_NOT_FOUND);
  }
  const currency = (await findOperator(deps.db))?.currencyCode ?? 'GBP';
  const money = (pence: number | null) => (pence === null ? 'none' : formatPence(pence, currency));

  return deps.db.transaction(async (tx) => {
    const locked = await lockPricingOption(tx, priceId);
    if (!locked) throw new DomainError('NOT_FOUND', PRICE_LIST_NOT_FOUND);
    const stored = locked.option;
    const price = body.price_pence ?? stored.pricePence;
    const memberPrice =
      body.member_price_pence === undefined ? stored.memberPricePence : body.member_price_pence;
    const name = body.name ?? stored.name;
    // Only a member price sent (or a price lowered below the one kept) is refused.
    if (memberPrice !== null && memberPrice > price) {
      throw invalid('member_price_pence', MEMBER_PRICE_ABOVE_PRICE);
    }
    const before: PriceFacts = {};
    const after: PriceFacts = {};
    if (price !== stored.pricePence) {
      before.price = money(stored.pricePence);
      after.price = money(price);
    }
    if (memberPrice !== stored.memberPricePence) {
      before.member_price = money(stored.memberPricePence);
      after.member_price = money(memberPrice);
    }
    if (name !== stored.name) {
      before.name = stored.name;
      after.name = name;
    }
    if (Object.keys(after).length === 0) return wirePrice(stored);
    const saved = await updatePricingOption(tx, priceId, {
      pricePence: price,
      memberPricePence: memberPrice,
      name,
    });
    if (!saved) throw new DomainError('NOT_FOUND', PRICE_LIST_NOT_FOUND);
    await deps.recordPriceChange(
      tx,
      {
        staffUserId,
        venueId: locked.venueId,
        pricingOptionId: priceId,
        activity: locked.activityName,
        name,
        before,
        after,
      },
      deps.clock.now(),
    );
    return wirePrice(saved);
  });
}
