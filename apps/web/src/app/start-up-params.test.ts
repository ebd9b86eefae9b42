import { describe, expect, it } from 'vitest';
import { readStartUpParams, removeTokenFromAddress } from './start-up-params';

describe('start-up params', () => {
  it('reads embedded, centre, redirect and token from the query string', () => {
    expect(
      readStartUpParams('?embedded=true&centre=bethnal-green&redirect=%2Fbasket&token=t1'),
    ).toEqual({
      session: {
        isEmbedded: true,
        isKiosk: false,
        currentCentre: 'bethnal-green',
        redirect: '/basket',
      },
      kioskDevice: null,
      token: 't1',
    });
  });

  it('makes the device a kiosk for its centre, to be kept, when kiosk is asked (over embedded)', () => {
    expect(readStartUpParams('?embedded=true&kiosk=true&centre=bethnal-green')).toEqual({
      session: {
        isEmbedded: false,
        isKiosk: true,
        currentCentre: 'bethnal-green',
        redirect: null,
      },
      kioskDevice: { centre: 'bethnal-green' },
      token: null,
    });
  });

  it('keeps a kiosk device a kiosk without the query, and kiosk=false does not end it', () => {
    for (const search of ['', '?kiosk=false', '?redirect=%2Fbasket']) {
      const { session, kioskDevice } = readStartUpParams(search, { centre: 'bethnal-green' });
      expect(session).toMatchObject({ isKiosk: true, currentCentre: 'bethnal-green' });
      expect(kioskDevice).toEqual({ centre: 'bethnal-green' });
    }
  });

  it('defaults to a plain visit when no parameters are given', () => {
    expect(readStartUpParams('')).toEqual({
      session: { isEmbedded: false, isKiosk: false, currentCentre: null, redirect: null },
      kioskDevice: null,
      token: null,
    });
  });

  it('removes only the token from the address, keeping the rest of the query', () => {
    window.history.pushState(null, '', '/basket?token=secret&embedded=true#top');
    removeTokenFromAddress(window.location, window.history);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/basket?embedded=true#top',
    );
  });

  it('leaves the reset link token alone: it is not an auth token', () => {
    expect(readStartUpParams('?reset_token=reset-1').token).toBeNull();
    window.history.pushState(null, '', '/reset-password?reset_token=reset-1');
    removeTokenFromAddress(window.location, window.history);
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/reset-password?reset_token=reset-1',
    );
  });
});
