import { describe, expect, it } from 'vitest';
import { BANK_DETAILS_MESSAGES, checkBankDetails } from './bank-details';

const valid = { accountHolderName: 'Alex Morgan', sortCode: '20-00-00', accountNumber: '55779911' };

describe('bank details before a Direct Debit is set up', () => {
  it.each([
    ['20-00-00', '55779911'],
    ['200000', '55779911'],
    ['20 00 00', '5577 9911'],
    ['08-99-99', '66374958'],
  ])('accepts sort code %s with account %s', (sortCode, accountNumber) => {
    expect(checkBankDetails({ ...valid, sortCode, accountNumber })).toBeNull();
  });

  it('refuses an account number that fails the modulus check for its sort code', () => {
    expect(checkBankDetails({ ...valid, sortCode: '938063', accountNumber: '15764273' })).toEqual({
      account_number: [BANK_DETAILS_MESSAGES.modulus],
    });
  });

  it.each([
    [{ sortCode: '20-00' }, { sort_code: [BANK_DETAILS_MESSAGES.sortCode] }],
    [{ sortCode: '2O-00-00' }, { sort_code: [BANK_DETAILS_MESSAGES.sortCode] }],
    [{ accountNumber: '5577991' }, { account_number: [BANK_DETAILS_MESSAGES.accountNumber] }],
    [{ accountNumber: '557799111' }, { account_number: [BANK_DETAILS_MESSAGES.accountNumber] }],
    [{ accountHolderName: '  ' }, { account_holder_name: [BANK_DETAILS_MESSAGES.holderName] }],
  ])('names the field that is wrong: %j', (change, errors) => {
    expect(checkBankDetails({ ...valid, ...change })).toEqual(errors);
  });
});
