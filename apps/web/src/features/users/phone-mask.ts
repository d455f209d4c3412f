/**
 * Spec 2: the phone field takes digits only, masked 999-999-9999, and the number is sent with +1.
 */
export function maskPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The stored +1 number shown in the mask (other countries are shown as stored). */
export function phoneForInput(stored: string | null): string {
  if (!stored) return '';
  return stored.startsWith('+1') ? maskPhone(stored.slice(2)) : stored;
}

/** The masked input as the API takes it: +1 and ten digits. */
export function phoneForApi(masked: string): string {
  return `+1${masked.replace(/\D/g, '')}`;
}

export const isCompletePhone = (masked: string) => masked.replace(/\D/g, '').length === 10;
