import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { calendarDateIn } from '@lido/calendar-date';
import type { Database } from '../platform/db/client';
import { bookings } from '../contexts/booking/bookings';
import { categories, pricingOptions } from '../contexts/venue-setup/catalogue';
import { orders } from '../contexts/booking/checkout';
import { creditEntries } from '../contexts/money/credit-ledger';
import { guestPasses, newGuestPassCode } from '../contexts/memberships/memberships';
import { customerPackages } from '../contexts/memberships/packages';
import { payments } from '../contexts/money/payments';
import { claimPlaces, extendOccurrenceHorizon, occurrences } from '../contexts/timetable/timetable';
import { plannedBookings, type PlannedBooking } from './demo-booking-plans';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Gives the demo people some history, relative to `now`, so My account is not empty: Alex has
 * past and upcoming bookings (one cancelled and refunded to credit), card and cash payments, a
 * swim package and guest passes; Sam (Alex's junior) has a swim booked; Priya has one booking;
 * Jamie has a class pass.
 * Rows have fixed ids and are only inserted once, so re-running changes nothing.
 */
export async function seedAccountHistory(db: Database, now: Date): Promise<void> {
  // The occurrences booked below must exist; materialising them early is harmless (idempotent).
  await extendOccurrenceHorizon(db, now, 7);
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const dateIn = (days: number) => calendarDateIn(at(days * DAY));

  await db.transaction(async (tx) => {
    for (const plan of plannedBookings) {
      const chosen = await pickOccurrence(tx, plan, now);
      if (!chosen) continue;
      const pricePence =
        plan.isMember && chosen.option.memberPricePence !== null
          ? chosen.option.memberPricePence
          : chosen.option.pricePence;
      const bookedAt = new Date(
        Math.min(chosen.occurrence.startsAt.getTime() - 2 * DAY, now.getTime() - 3 * DAY),
      );
      // Rows have fixed ids: a booking already seeded is left as it is, order and all.
      const [existing] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.id, plan.id));
      if (existing) continue;
      // Every booking belongs to an order, as one made at the checkout does.
      const [order] = await tx
        .insert(orders)
        .values({
          customerId: plan.customerId,
          cartUuid: randomUUID(),
          totalPence: pricePence,
          calendarToken: randomBytes(18).toString('base64url'),
          source: 'activity-booking',
          createdAt: bookedAt,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error(`the demo booking ${plan.id} got no order`);
      await tx.insert(bookings).values({
        id: plan.id,
        customerId: plan.customerId,
        occurrenceId: chosen.occurrence.id,
        pricingOptionId: chosen.option.id,
        orderId: order.id,
        status: plan.status,
        pricePence,
        quantity: 1,
        attended: plan.attended ?? false,
        createdAt: bookedAt,
        cancelledAt: plan.status === 'cancelled' ? at(-DAY) : null,
        // Cancelled in good time, its price went back to account credit (the entry below).
        ...(plan.status === 'cancelled' && pricePence > 0
          ? { refundPence: pricePence, refundTo: 'credit' as const }
          : {}),
      });
      if (plan.status === 'booked' && !(await claimPlaces(tx, chosen.occurrence.id, 1))) {
        throw new Error(`the demo booking ${plan.id} found its occurrence full`);
      }
      if (plan.payment && pricePence > 0) {
        await tx
          .insert(payments)
          .values({
            id: plan.payment.id,
            customerId: plan.customerId,
            amountPence: pricePence,
            tenderType: plan.payment.tenderType,
            status: 'succeeded',
            reference: plan.payment.reference,
            orderId: order.id,
            description: chosen.occurrence.name,
            createdAt: bookedAt,
          })
          .onConflictDoNothing();
      }
      if (plan.status === 'cancelled' && pricePence > 0) {
        await tx
          .insert(creditEntries)
          .values({
            id: 9001,
            customerId: plan.customerId,
            kind: 'general',
            movement: 'refund',
            amountPence: pricePence,
            reason: `Refund to account credit: cancelled ${chosen.occurrence.name}`,
            createdAt: at(-DAY),
          })
          .onConflictDoNothing();
      }
    }

    await tx
      .insert(customerPackages)
      .values([
        {
          id: 7001,
          customerId: 1001,
          name: '10 Swim Pass',
          description: 'Ten public or family swims at any Lido pool.',
          covers: ['public-swim', 'family-swim'],
          sessionsTotal: 10,
          sessionsUsed: 3,
          pricePence: 4500,
          purchasedAt: at(-30 * DAY),
          expiresOn: dateIn(150),
        },
        {
          // Jamie is not a member: the class pass makes a class cost nothing at the checkout.
          id: 7002,
          customerId: 1008,
          name: '5 Class Pass',
          description: 'Five Body Pump or Aqua Aerobics classes at any Lido venue.',
          covers: ['body-pump', 'aqua-aerobics'],
          sessionsTotal: 5,
          sessionsUsed: 1,
          pricePence: 3500,
          purchasedAt: at(-10 * DAY),
          expiresOn: dateIn(80),
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(payments)
      .values([
        {
          id: 6003,
          customerId: 1001,
          amountPence: 4500,
          tenderType: 'cash',
          status: 'succeeded',
          reference: 'TILL-90001-0417',
          description: '10 Swim Pass',
          createdAt: at(-30 * DAY),
        },
        {
          id: 6004,
          customerId: 1001,
          amountPence: 1500,
          tenderType: 'offline-voucher',
          status: 'succeeded',
          reference: 'VCH-LIDO-2025-0031',
          description: 'Lido Flex joining fee',
          createdAt: at(-60 * DAY),
        },
        {
          id: 6006,
          customerId: 1008,
          amountPence: 3500,
          tenderType: 'card',
          status: 'succeeded',
          reference: 'OPY-7K2M9Q4X',
          description: '5 Class Pass',
          createdAt: at(-10 * DAY),
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(creditEntries)
      .values({
        id: 9002,
        customerId: 1001,
        kind: 'membership',
        movement: 'grant',
        amountPence: 500,
        reason: 'Member reward: monthly class credit',
        createdAt: at(-7 * DAY),
      })
      .onConflictDoNothing();
    await tx
      .insert(guestPasses)
      .values(
        [1, 2, 3].map((n) => ({
          id: 8000 + n,
          customerId: 1001,
          // Given from Alex's Lido Flex 31 days ago, always in an earlier calendar month: this
          // month's allowance is whole whatever the day.
          membershipId: 701,
          // Drawn like any pass's: a code made from Alex's reference and a count would tell
          // anyone who read one (or this file) the codes of a demo's other passes.
          code: newGuestPassCode(),
          issuedOn: dateIn(-31),
          expiresOn: dateIn(60),
          usedOn: n === 1 ? dateIn(-10) : null,
          guestName: n === 1 ? 'Jamie Morgan' : null,
        })),
      )
      .onConflictDoNothing();

    for (const table of ['customer_packages', 'guest_passes']) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
        ),
      );
    }
    for (const table of ['bookings', 'payments', 'credit_entries']) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
        ),
      );
    }
  });
}

async function pickOccurrence(db: Database, plan: PlannedBooking, now: Date) {
  for (const slug of plan.categorySlugs) {
    const [occurrence] = await db
      .select({
        id: occurrences.id,
        name: occurrences.name,
        startsAt: occurrences.startsAt,
        categoryId: occurrences.categoryId,
      })
      .from(occurrences)
      .innerJoin(categories, eq(categories.id, occurrences.categoryId))
      .where(
        and(
          eq(occurrences.venueId, plan.venueId),
          eq(categories.slug, slug),
          gte(occurrences.startsAt, new Date(now.getTime() + plan.fromHours * HOUR)),
          lt(occurrences.startsAt, new Date(now.getTime() + plan.toHours * HOUR)),
          sql`${occurrences.booked} < ${occurrences.capacity}`,
        ),
      )
      .orderBy(asc(occurrences.startsAt), asc(occurrences.id))
      .limit(1);
    if (!occurrence) continue;
    const options = await db
      .select()
      .from(pricingOptions)
      .where(eq(pricingOptions.categoryId, occurrence.categoryId))
      .orderBy(asc(pricingOptions.sortOrder), asc(pricingOptions.id));
    const option = options.find((candidate) => candidate.name === plan.ticketName) ?? options[0];
    if (option) return { occurrence, option };
  }
  return undefined;
}
