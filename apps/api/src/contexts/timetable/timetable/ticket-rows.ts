import type { OccurrenceTicket, TicketType } from '@lido/contract';
import type { RowContext } from './availability-rows';
import type { Viewer } from './viewer';
import { priceOf, type PricingOption } from './session-price';

// The tickets of a drop-in session, priced for the caller: the session rows and the single
// occurrence list them, and ticket pricing answers them.

/** The ticket types of a drop-in session: its ticket options, else whatever options it has. */
export function ticketOptions(options: readonly PricingOption[]): PricingOption[] {
  const tickets = options.filter((option) => option.kind === 'ticket');
  return tickets.length > 0 ? tickets : [...options];
}

export function ticketTypes(rows: RowContext): TicketType[] {
  return ticketOptions(rows.context.pricingOptions).map((option) => ({
    id: option.id,
    pricing_option_id: option.id,
    name: option.name,
    price: priceOf(option, rows.viewer.isMember, rows.context.currencyCode),
  }));
}

export function occurrenceTickets(
  options: readonly PricingOption[],
  viewer: Viewer,
  currencyCode: string,
): OccurrenceTicket[] {
  return ticketOptions(options).map((option) => ({
    id: option.id,
    pricing_option: { id: option.id, name: option.name, kind: option.kind },
    price: priceOf(option, viewer.isMember, currencyCode),
  }));
}
