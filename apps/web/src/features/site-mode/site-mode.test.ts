import { describe, expect, it } from 'vitest';
import { camelizeKeys } from '../../shared/lib/case-keys';
import { wireAlex } from '../../test/wire-users';
import type { KioskDevice } from '../../shared/lib/kiosk-device-storage';
import type { DeviceModes, ModeRequest, SiteMode } from './site-mode';
import { decideDeviceModes, selectSiteMode, siteModeOf } from './site-mode';

const ask = (request: Partial<ModeRequest> = {}): ModeRequest => ({
  kiosk: false,
  embedded: false,
  centre: null,
  ...request,
});
const kiosk = (centre: string | null): KioskDevice => ({ centre });

describe('the device modes decided at start-up', () => {
  const table: [string, ModeRequest, KioskDevice | null, DeviceModes][] = [
    [
      'a plain visit',
      ask(),
      null,
      { isKiosk: false, isEmbedded: false, currentCentre: null, kioskDevice: null },
    ],
    [
      'a centre deep link',
      ask({ centre: 'britannia' }),
      null,
      { isKiosk: false, isEmbedded: false, currentCentre: 'britannia', kioskDevice: null },
    ],
    [
      'embedded in an operator page',
      ask({ embedded: true, centre: 'britannia' }),
      null,
      { isKiosk: false, isEmbedded: true, currentCentre: 'britannia', kioskDevice: null },
    ],
    [
      'a device becoming a kiosk',
      ask({ kiosk: true, centre: 'swiss-cottage' }),
      null,
      {
        isKiosk: true,
        isEmbedded: false,
        currentCentre: 'swiss-cottage',
        kioskDevice: kiosk('swiss-cottage'),
      },
    ],
    [
      'a kiosk without a venue',
      ask({ kiosk: true }),
      null,
      { isKiosk: true, isEmbedded: false, currentCentre: null, kioskDevice: kiosk(null) },
    ],
    [
      'a kiosk reloaded without the query',
      ask(),
      kiosk('swiss-cottage'),
      {
        isKiosk: true,
        isEmbedded: false,
        currentCentre: 'swiss-cottage',
        kioskDevice: kiosk('swiss-cottage'),
      },
    ],
    [
      'a kiosk asked for kiosk mode again without a centre (keeps its venue)',
      ask({ kiosk: true }),
      kiosk('swiss-cottage'),
      {
        isKiosk: true,
        isEmbedded: false,
        currentCentre: 'swiss-cottage',
        kioskDevice: kiosk('swiss-cottage'),
      },
    ],
    [
      'a kiosk moved to another venue by kiosk=true&centre=',
      ask({ kiosk: true, centre: 'britannia' }),
      kiosk('swiss-cottage'),
      {
        isKiosk: true,
        isEmbedded: false,
        currentCentre: 'britannia',
        kioskDevice: kiosk('britannia'),
      },
    ],
    [
      'a centre deep link opened on a kiosk (its home stays)',
      ask({ centre: 'britannia' }),
      kiosk('swiss-cottage'),
      {
        isKiosk: true,
        isEmbedded: false,
        currentCentre: 'swiss-cottage',
        kioskDevice: kiosk('swiss-cottage'),
      },
    ],
    [
      'a venue-less kiosk opened from a centre deep link (that visit only)',
      ask({ centre: 'britannia' }),
      kiosk(null),
      { isKiosk: true, isEmbedded: false, currentCentre: 'britannia', kioskDevice: kiosk(null) },
    ],
    [
      'kiosk and embedded both asked: kiosk wins',
      ask({ kiosk: true, embedded: true, centre: 'swiss-cottage' }),
      null,
      {
        isKiosk: true,
        isEmbedded: false,
        currentCentre: 'swiss-cottage',
        kioskDevice: kiosk('swiss-cottage'),
      },
    ],
    [
      'embedded asked on a kiosk: still a kiosk',
      ask({ embedded: true }),
      kiosk('swiss-cottage'),
      {
        isKiosk: true,
        isEmbedded: false,
        currentCentre: 'swiss-cottage',
        kioskDevice: kiosk('swiss-cottage'),
      },
    ],
  ];

  it.each(table)('%s', (_name, asked, kept, expected) => {
    expect(decideDeviceModes(asked, kept)).toEqual(expected);
  });
});

describe('the site mode', () => {
  const table: [boolean, boolean, 'customer' | 'staff' | null, SiteMode][] = [
    // isKiosk, isEmbedded, who is signed in → mode
    [false, false, null, 'standard'],
    [false, false, 'customer', 'standard'],
    [false, false, 'staff', 'desk'],
    [false, true, null, 'embedded'],
    [false, true, 'customer', 'embedded'],
    [false, true, 'staff', 'desk'],
    [true, false, null, 'kiosk'],
    [true, false, 'customer', 'kiosk'],
    [true, false, 'staff', 'kiosk'],
  ];

  it.each(table)('kiosk %s, embedded %s, signed in as %s: %s', (isKiosk, isEmbedded, who, mode) => {
    expect(siteModeOf({ isKiosk, isEmbedded }, who)).toBe(mode);
  });

  it('is read from the store: the session for the device, the signed-in user for desk', () => {
    const session = { isKiosk: false, isEmbedded: false, currentCentre: null, redirect: null };
    const auth = { loggedIn: true, isLoginPending: false, error: null };
    const staff = camelizeKeys({ ...wireAlex, type: 'staff' as const });
    expect(selectSiteMode({ session, auth: { ...auth, user: staff } })).toBe('desk');
    expect(
      selectSiteMode({ session: { ...session, isKiosk: true }, auth: { ...auth, user: staff } }),
    ).toBe('kiosk');
    expect(selectSiteMode({ session, auth: { ...auth, loggedIn: false, user: null } })).toBe(
      'standard',
    );
  });
});
