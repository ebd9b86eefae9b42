import { describe, expect, it } from 'vitest';
import {
  consoleVenueSlug,
  preferredVenue,
  rememberConsoleVenue,
  rememberedConsoleVenue,
} from './console-venue';

const venues = [{ slug: 'andersonstown' }, { slug: 'swiss-cottage' }, { slug: 'bethnal-green' }];
const nothingChosen = { remembered: null, ownVenue: null };

describe('the venue a console page shows', () => {
  it('is the one the address names', () => {
    expect(
      consoleVenueSlug(
        'andersonstown',
        { remembered: 'bethnal-green', ownVenue: 'swiss-cottage' },
        venues,
      ),
    ).toBe('andersonstown');
  });

  it('is otherwise the one the manager last worked in, when the operator still has it', () => {
    expect(
      consoleVenueSlug(null, { remembered: 'bethnal-green', ownVenue: 'swiss-cottage' }, venues),
    ).toBe('bethnal-green');
    expect(
      consoleVenueSlug(null, { remembered: 'closed-venue', ownVenue: 'swiss-cottage' }, venues),
    ).toBe('swiss-cottage');
  });

  it('is otherwise the manager’s own venue, when the operator still has it', () => {
    expect(consoleVenueSlug(null, { remembered: null, ownVenue: 'swiss-cottage' }, venues)).toBe(
      'swiss-cottage',
    );
    expect(consoleVenueSlug(null, { remembered: null, ownVenue: 'closed-venue' }, venues)).toBe(
      'andersonstown',
    );
  });

  it('is otherwise the first venue, and none before the venues are known', () => {
    expect(consoleVenueSlug(null, nothingChosen, venues)).toBe('andersonstown');
    expect(
      consoleVenueSlug(null, { remembered: null, ownVenue: 'swiss-cottage' }, undefined),
    ).toBeNull();
  });
});

describe('the venue a console form starts at', () => {
  const keys = [
    { slug: null, name: 'Gone' },
    { slug: 'andersonstown', name: 'Andersonstown' },
    { slug: 'swiss-cottage', name: 'Swiss Cottage' },
  ];

  it('is the first preferred one the form can name, else the first', () => {
    expect(preferredVenue(keys, ['closed-venue', null, 'swiss-cottage'])?.name).toBe(
      'Swiss Cottage',
    );
    expect(preferredVenue(keys, [null, null])?.name).toBe('Gone');
    expect(preferredVenue([], ['swiss-cottage'])).toBeUndefined();
  });
});

describe('the venue the console remembers', () => {
  it('is the last one named in this tab', () => {
    expect(rememberedConsoleVenue()).toBeNull();
    rememberConsoleVenue('bethnal-green');
    rememberConsoleVenue('swiss-cottage');
    expect(rememberedConsoleVenue()).toBe('swiss-cottage');
    expect(localStorage.length).toBe(0);
  });
});
