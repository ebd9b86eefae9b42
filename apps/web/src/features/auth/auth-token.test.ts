import { describe, expect, it } from 'vitest';
import { clearAuthToken, readAuthToken, storeAuthToken } from './auth-token';

describe('auth token', () => {
  it('stores the token JSON-quoted in the {domain}-authToken cookie and reads it back', () => {
    expect(readAuthToken()).toBeNull();
    storeAuthToken('abc.def');
    expect(document.cookie).toContain('localhost-authToken=%22abc.def%22');
    expect(readAuthToken()).toBe('abc.def');
  });

  it('forgets the token when cleared', () => {
    storeAuthToken('abc.def');
    clearAuthToken();
    expect(readAuthToken()).toBeNull();
  });
});
