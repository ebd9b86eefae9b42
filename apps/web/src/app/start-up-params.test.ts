import { describe, expect, it } from 'vitest';
import { readStartUpParams, removeTokenFromAddress } from './start-up-params';

describe('start-up params', () => {
  it('reads embedded, kiosk, centre, redirect and token from the query string', () => {
    expect(
      readStartUpParams(
        '?embedded=true&kiosk=true&centre=bethnal-green&redirect=%2Fbasket&token=t1',
      ),
    ).toEqual({
      session: {
        isEmbedded: true,
        isKiosk: true,
        currentCentre: 'bethnal-green',
        redirect: '/basket',
      },
      token: 't1',
    });
  });

  it('defaults to a plain visit when no parameters are given', () => {
    expect(readStartUpParams('')).toEqual({
      session: { isEmbedded: false, isKiosk: false, currentCentre: null, redirect: null },
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
