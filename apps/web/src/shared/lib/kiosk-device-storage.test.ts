import { afterEach, describe, expect, it } from 'vitest';
import { forgetKioskDevice, readKioskDevice, rememberKioskDevice } from './kiosk-device-storage';

describe('the kiosk state kept on the device', () => {
  afterEach(() => localStorage.clear());

  it('is nothing on an ordinary device', () => {
    expect(readKioskDevice()).toBeNull();
  });

  it('is read back as it was kept, across page loads, until forgotten', () => {
    rememberKioskDevice({ centre: 'swiss-cottage-leisure-centre' });
    expect(readKioskDevice()).toEqual({ centre: 'swiss-cottage-leisure-centre' });
    rememberKioskDevice({ centre: null });
    expect(readKioskDevice()).toEqual({ centre: null });
    forgetKioskDevice();
    expect(readKioskDevice()).toBeNull();
  });

  it('ignores a damaged entry rather than failing the start', () => {
    for (const text of ['{', '"kiosk"', '{"centre":7}', '{"centre":""}', 'null']) {
      localStorage.setItem('lido.kioskDevice', text);
      expect(readKioskDevice()).toBeNull();
    }
  });
});
