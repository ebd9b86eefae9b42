import type { addToCart, RouteBody } from '@lido/contract';
import { DomainError } from '../../../platform/errors/domain-error';
import type { PricingOption } from '../../timetable/timetable';
import type { BookableOccurrence } from './bookable-occurrences';

type ItemInput = NonNullable<RouteBody<typeof addToCart>>['items'][number];

/** The price a basket item is sold at: the ticket type asked for, or the session's standard one. */
export function pricingOptionFor(occurrence: BookableOccurrence, item: ItemInput): PricingOption {
  const options = occurrence.pricingOptions;
  if (item.pricing_option_id !== undefined) {
    const chosen = options.find((option) => option.id === item.pricing_option_id);
    if (!chosen) {
      const message = 'The selected ticket type is not sold for this session.';
      throw new DomainError('VALIDATION_FAILED', message, { pricing_option_id: [message] });
    }
    return chosen;
  }
  const standard = options.find((option) => option.kind === 'standard') ?? options[0];
  if (
    !standard ||
    (occurrence.kind === 'ticketed' && standard.kind === 'ticket' && options.length > 1)
  ) {
    const message = 'Choose a ticket type for this session.';
    throw new DomainError('VALIDATION_FAILED', message, { pricing_option_id: [message] });
  }
  return standard;
}
