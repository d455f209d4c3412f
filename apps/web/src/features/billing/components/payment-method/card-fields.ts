import { type BillingDetails, messages, z } from '@canvas/shared';

/**
 * The sandbox's own card and bank form: how its fields are typed and checked before the provider
 * sees them. The provider decides the rest (only its test numbers are accepted).
 */

export type PaymentKind = 'card' | 'us_bank_account';

/** What the form says when a field is unusable (ours: the spec has no wording for the sandbox form). */
export const cardFieldMessages = {
  cardNumber: 'Please enter the 16 digits on the front of the card.',
  expiry: 'Please enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  holder: 'Please enter the account holder’s name.',
} as const;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** '4242424242424242' → '4242 4242 4242 4242' as it is typed (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1', '12', '123' → '1', '12/', '12/3': the slash appears once the month is typed. */
export function formatExpiry(value: string, previous = ''): string {
  const digits = digitsOnly(value).slice(0, 4);
  // Deleting the slash deletes the month's last digit too, or the slash would come straight back.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** 'MM/YY' → month and four-digit year, or null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  return expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1;
}

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export interface BankValues {
  routing: string;
  account: string;
  holder: string;
}

export const cardValuesSchema = z.object({
  number: z.string().refine((value) => /^\d{12,19}$/.test(digitsOnly(value)), cardFieldMessages.cardNumber),
  expiry: z
    .string()
    .refine((value) => parseExpiry(value) !== null, cardFieldMessages.expiry)
    .refine((value) => {
      const parsed = parseExpiry(value);
      return parsed === null || !isExpired(parsed);
    }, cardFieldMessages.expired),
  cvc: z.string().regex(/^\d{3,4}$/, { message: messages.cardCvcInvalid }),
});

export const bankValuesSchema = z.object({
  routing: z.string().regex(/^\d{9}$/, { message: messages.bankRoutingInvalid }),
  account: z.string().regex(/^\d{4,17}$/, { message: messages.bankAccountInvalid }),
  holder: z.string().trim().min(1, { message: cardFieldMessages.holder }),
});

/** The body of `POST /api/pay/sandbox/payment-methods` for a card. */
export function cardRequest(
  secret: string,
  values: CardValues,
  billing: Partial<BillingDetails> | undefined,
) {
  const expiry = parseExpiry(values.expiry) ?? { month: 0, year: 0 };
  return {
    secret,
    type: 'card' as const,
    card: {
      number: digitsOnly(values.number),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: values.cvc.trim(),
    },
    ...(billing ? { billing_details: billing } : {}),
  };
}

/** The body of `POST /api/pay/sandbox/payment-methods` for a US bank account. */
export function bankRequest(
  secret: string,
  values: BankValues,
  billing: Partial<BillingDetails> | undefined,
) {
  return {
    secret,
    type: 'us_bank_account' as const,
    us_bank_account: {
      routing_number: values.routing.trim(),
      account_number: values.account.trim(),
      account_holder_name: values.holder.trim(),
    },
    ...(billing ? { billing_details: billing } : {}),
  };
}
