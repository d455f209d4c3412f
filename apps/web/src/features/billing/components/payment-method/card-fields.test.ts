import { describe, expect, it } from 'vitest';
import {
  bankValuesSchema,
  cardFieldMessages,
  cardValuesSchema,
  formatCardNumber,
  formatExpiry,
  isExpired,
  parseExpiry,
} from './card-fields';

describe('sandbox card fields', () => {
  it('spaces the card number in fours as it is typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42a')).toBe('4242 42');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('writes the expiry as MM/YY, and deleting the slash deletes the month digit before it', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12', '12/')).toBe('1');
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(isExpired({ month: 4, year: 2025 }, new Date(2025, 4, 1))).toBe(true);
    expect(isExpired({ month: 5, year: 2025 }, new Date(2025, 4, 31))).toBe(false);
  });

  it('checks card and bank fields before anything is sent', () => {
    const card = cardValuesSchema.safeParse({ number: '4242', expiry: '01/20', cvc: '12' });
    expect(card.success).toBe(false);
    const messages = card.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([cardFieldMessages.cardNumber, cardFieldMessages.expired]),
    );
    expect(
      bankValuesSchema.safeParse({ routing: '110000000', account: '000123456789', holder: 'Bea' }).success,
    ).toBe(true);
    expect(bankValuesSchema.safeParse({ routing: '11', account: '1', holder: ' ' }).success).toBe(false);
  });
});
