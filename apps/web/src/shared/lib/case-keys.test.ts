import { defaultTheme } from '@lido/contract';
import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakeizeKeys, toCamelKey, toSnakeKey } from './case-keys';

describe('case keys', () => {
  it('turns snake_case wire keys into the camelCase names of the spec', () => {
    expect(toCamelKey('theme_app_secondary_colour_1')).toBe('themeAppSecondaryColour1');
    expect(toCamelKey('format_24_hour')).toBe('format24Hour');
    expect(toCamelKey('online_joining_enabled')).toBe('onlineJoiningEnabled');
    expect(toCamelKey('v2_type')).toBe('v2Type');
  });

  it('turns camelCase keys back into the snake_case the live API expects', () => {
    expect(toSnakeKey('selectedUserId')).toBe('selected_user_id');
    expect(toSnakeKey('themeAppSecondaryColour1')).toBe('theme_app_secondary_colour_1');
    expect(toSnakeKey('format24Hour')).toBe('format_24_hour');
    expect(toSnakeKey('isV2')).toBe('is_v2');
    expect(toSnakeKey('v2Type')).toBe('v2_type');
    expect(toSnakeKey('emailOrReference')).toBe('email_or_reference');
  });

  it('round-trips nested objects and arrays without touching values', () => {
    const wire = {
      data: {
        starts_at: { format_12_hour: '7:00am', format_24_hour: '07:00' },
        locations: [{ venue_slug: 'bethnal-green', id: '5043' }],
        v1_type: 'class_templates',
        booking: null,
        sort_by: ['starts_at'],
      },
    };
    const camel = camelizeKeys(wire);
    expect(camel.data.startsAt.format24Hour).toBe('07:00');
    expect(camel.data.locations[0]?.venueSlug).toBe('bethnal-green');
    expect(camel.data.sortBy).toEqual(['starts_at']);
    expect(snakeizeKeys(camel)).toEqual(wire);
  });

  it('round-trips the default theme from the contract', () => {
    expect(snakeizeKeys(camelizeKeys(defaultTheme))).toEqual(defaultTheme);
  });
});
