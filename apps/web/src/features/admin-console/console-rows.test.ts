import { describe, expect, it } from 'vitest';
import { consoleId, locationFiles, slugOf } from './console-rows';

describe('the console’s rows', () => {
  it('makes a new operator id each time, from the name, that the import accepts', () => {
    const first = consoleId('Studio 1 & Gym');
    expect(first).toMatch(/^console-studio-1-and-gym-[a-z0-9]+$/);
    expect(first).toMatch(/^[A-Za-z0-9][A-Za-z0-9_./:-]{0,99}$/);
    expect(consoleId('Studio 1 & Gym')).not.toBe(first);
    expect(consoleId('***')).toMatch(/^console-row-/);
    expect(consoleId('x'.repeat(300)).length).toBeLessThanOrEqual(100);
  });

  it('writes a location as a one-row locations.json, leaving empty cells out', () => {
    expect(slugOf('Court 1')).toBe('court-1');
    const [file] = locationFiles('console-court-1-abc', {
      venueId: 'SWC',
      name: ' Court 1 ',
      type: 'court',
    });
    expect(file!.name).toBe('locations.json');
    expect(JSON.parse(file!.content)).toEqual([
      { location_id: 'console-court-1-abc', venue_id: 'SWC', name: 'Court 1', type: 'court' },
    ]);
  });
});
