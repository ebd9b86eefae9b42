import { describe, expect, it } from 'vitest';
import { isAddressSwitchOn } from './address-switch';

describe('isAddressSwitchOn', () => {
  it.each(['true', '1'])('is on for %s', (value) => {
    expect(isAddressSwitchOn(value)).toBe(true);
  });

  it.each([null, undefined, '', 'false', '0', 'yes', 'TRUE'])('is off for %s', (value) => {
    expect(isAddressSwitchOn(value)).toBe(false);
  });
});
