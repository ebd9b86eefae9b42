import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../platform/errors/domain-error';
import { assertStrongPassword, weakPasswordProblem } from './password-strength';

const NAME_OR_EMAIL =
  'The password is too easy to guess. It should not contain your name or email address.';

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

  it('refuses a whole name run together, either way round, with a year or a number', () => {
    const person = { firstName: 'Sarah', lastName: 'Jones', email: 'sjones@example.com' };
    for (const password of ['sarahjones1990', 'Jonessarah2026', 'SarahJones!42']) {
      expect(weakPasswordProblem(password, person), password).toBe(NAME_OR_EMAIL);
    }
  });

  it("refuses the parts of an email address's local part, run together or alone", () => {
    const person = { email: 'harriet.winterbottom@example.com' };
    expect(weakPasswordProblem('harrietwinterbottom1', person)).toBe(NAME_OR_EMAIL);
  });

  it("refuses a password made of the operator's name or one of its venues' names", () => {
    const operator = ['Lido Leisure', 'Swiss Cottage Leisure Centre', 'Britannia Leisure Centre'];
    expect(weakPasswordProblem('Swisscottage1')).toBeNull();
    for (const password of ['Swisscottage1', 'britannialeisure22', 'Lidoleisure2026']) {
      expect(weakPasswordProblem(password, {}, operator), password).toBe(NAME_OR_EMAIL);
    }
  });

  it('accepts a strong password that has nothing to do with the person or the operator', () => {
    const person = { firstName: 'Sarah', lastName: 'Jones', email: 'sarah.jones@example.com' };
    const operator = ['Lido Leisure', 'Swiss Cottage Leisure Centre'];
    expect(weakPasswordProblem('Harbour-kettle-ribbon', person, operator)).toBeNull();
    expect(weakPasswordProblem('correct horse battery', person, operator)).toBeNull();
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
