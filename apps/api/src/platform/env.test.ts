import { describe, expect, it } from 'vitest';
import { deploymentParts, missingProductionSettings } from './deployment';
import { readEnv } from './env';

describe('demo mode', () => {
  it('is on for a plain start, so the quick start is a working demo', () => {
    expect(readEnv({}).LIDO_DEMO).toBe(true);
    expect(readEnv({ NODE_ENV: 'development' }).LIDO_DEMO).toBe(true);
  });

  it('is off in production unless LIDO_DEMO=1 is also set', () => {
    expect(readEnv({ NODE_ENV: 'production' }).LIDO_DEMO).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', LIDO_DEMO: '1' }).LIDO_DEMO).toBe(true);
    expect(readEnv({ LIDO_DEMO: '0' }).LIDO_DEMO).toBe(false);
  });

  it('listens on this computer only unless HOST says otherwise', () => {
    expect(readEnv({}).HOST).toBe('127.0.0.1');
    expect(readEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(readEnv({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
  });

  it('needs no Opayo or SMTP settings, and production needs them all', () => {
    expect(missingProductionSettings(readEnv({}))).toEqual([]);
    expect(missingProductionSettings(readEnv({ NODE_ENV: 'production' }))).toEqual([
      'OPAYO_BASE_URL',
      'OPAYO_INTEGRATION_KEY',
      'OPAYO_INTEGRATION_PASSWORD',
      'OPAYO_VENDOR_NAME',
      'GOCARDLESS_ACCESS_TOKEN',
      'GOCARDLESS_WEBHOOK_SECRET',
      'SMTP_URL',
    ]);
  });

  it('names the emulated parts', () => {
    expect(deploymentParts(readEnv({}))).toEqual({
      mode: 'demo',
      payments: 'opayo-emulator',
      directDebits: 'gocardless-emulator',
      email: 'development-mailbox',
    });
  });
});

describe('limits settings', () => {
  it('reads a rate limit as max per window', () => {
    expect(readEnv({ RATE_LIMIT_SIGN_IN: '12/90s' }).RATE_LIMIT_SIGN_IN).toEqual({
      max: 12,
      windowMs: 90_000,
    });
    expect(readEnv({ RATE_LIMIT_REGISTER: '3/2h' }).RATE_LIMIT_REGISTER).toEqual({
      max: 3,
      windowMs: 7_200_000,
    });
    expect(() => readEnv({ RATE_LIMIT_SIGN_IN: 'lots' })).toThrow(/RATE_LIMIT_SIGN_IN/);
  });

  it('trusts no proxy unless told, then a hop count or a list of addresses', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
    ]);
    expect(() => readEnv({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the three sites', () => {
  it('reads SITE_HOSTS in order and refuses hosts the session cookie cannot cover', () => {
    expect(readEnv({}).SITE_HOSTS).toBeUndefined();
    expect(
      readEnv({
        SITE_HOSTS: 'bookings.example.org,my-account.example.org,join.example.org',
        AUTH_COOKIE_DOMAIN: 'example.org',
      }).SITE_HOSTS,
    ).toEqual({
      bookings: 'bookings.example.org',
      myAccount: 'my-account.example.org',
      onlineJoining: 'join.example.org',
    });
    expect(() =>
      readEnv({ SITE_HOSTS: 'bookings.example.org,my-account.example.org,join.example.org' }),
    ).toThrow(/SITE_HOSTS: set AUTH_COOKIE_DOMAIN/);
  });
});
