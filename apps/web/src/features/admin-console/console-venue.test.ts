import { describe, expect, it } from 'vitest';
import { consoleVenueSlug } from './console-venue';

const venues = [{ slug: 'andersonstown' }, { slug: 'swiss-cottage' }];

describe('the venue a console page shows', () => {
  it('is the one the address names', () => {
    expect(consoleVenueSlug('andersonstown', 'swiss-cottage', venues)).toBe('andersonstown');
  });

  it('is otherwise the manager’s own venue, when the operator still has it', () => {
    expect(consoleVenueSlug(null, 'swiss-cottage', venues)).toBe('swiss-cottage');
    expect(consoleVenueSlug(null, 'closed-venue', venues)).toBe('andersonstown');
  });

  it('is otherwise the first venue, and none before the venues are known', () => {
    expect(consoleVenueSlug(null, null, venues)).toBe('andersonstown');
    expect(consoleVenueSlug(null, 'swiss-cottage', undefined)).toBeNull();
  });
});
