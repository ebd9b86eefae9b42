import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors/domain-error';
import { assertStrongPassword, weakPasswordProblem } from './password-strength';

describe('password strength', () => {
  it('refuses a common password, saying it is common', () => {
    expect(weakPasswordProblem('password12')).toBe(
      'The password is too easy to guess. This is a commonly used password.',
    );
  });

  it('refuses a keyboard pattern and repeated characters with their reasons', () => {
    expect(weakPasswordProblem('qwertyuiop')).toBe(
      'The password is too easy to guess. This is a very frequently used password.',
    );
    expect(weakPasswordProblem('aaaaaaaaaaaa')).toBe(
      'The password is too easy to guess. Repeated characters like "aaa" are easy to guess.',
    );
  });

  it("refuses a password made of the person's own name or email address", () => {
    const person = {
      firstName: 'Harriet',
      lastName: 'Winterbottom',
      email: 'harriet.winterbottom@example.com',
    };
    expect(weakPasswordProblem('Winterbottom2026')).toBeNull();
    expect(weakPasswordProblem('Winterbottom2026', person)).toBe(
      'The password is too easy to guess. It should not contain your name or email address.',
    );
  });

  it('accepts a few unrelated words and the demo password', () => {
    expect(weakPasswordProblem('correct horse battery')).toBeNull();
    expect(weakPasswordProblem('LidoDemo2026!')).toBeNull();
  });

  it('throws a 422 on the password field', () => {
    expect(() => assertStrongPassword('password12')).toThrow(DomainError);
    try {
      assertStrongPassword('password12');
    } catch (error) {
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: {
          password: ['The password is too easy to guess. This is a commonly used password.'],
        },
      });
    }
  });

  it('judges a long password by its first 64 characters, which bounds the work per check', () => {
    // Analysed in full, 200 characters of one l33t word took a second of CPU.
    expect(weakPasswordProblem('p@ssw0rd'.repeat(25))).not.toBeNull();
    // Strong only past the 64th character: not looked at, so still refused.
    expect(weakPasswordProblem(`${'p@ssw0rd'.repeat(8)}x7Kq!zL2mN`)).not.toBeNull();
  });
});
