/**
 * The emulator's test cards (listed in the README). Any future expiry and any three-digit
 * security code are accepted; other valid card numbers behave like the frictionless card.
 */
export const testCards = {
  frictionless: '4929000000006',
  challenge: '4929000005559',
  declined: '4000000000000002',
} as const;

export type CardBehaviour = 'frictionless' | 'challenge' | 'declined';

export function behaviourOf(cardNumber: string): CardBehaviour {
  if (cardNumber === testCards.challenge) return 'challenge';
  if (cardNumber === testCards.declined) return 'declined';
  return 'frictionless';
}

export function cardTypeOf(cardNumber: string): string {
  if (/^4/.test(cardNumber)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(cardNumber)) return 'MasterCard';
  if (/^3[47]/.test(cardNumber)) return 'AmericanExpress';
  return 'Visa';
}

/** The Luhn check every card scheme uses. */
export function passesLuhn(cardNumber: string): boolean {
  if (!/^\d{12,19}$/.test(cardNumber)) return false;
  let sum = 0;
  for (let index = 0; index < cardNumber.length; index++) {
    let digit = Number(cardNumber[cardNumber.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MMYY`, not before the current month. */
export function isUnexpired(expiryDate: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])(\d{2})$/.exec(expiryDate);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return (
    year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
  );
}
