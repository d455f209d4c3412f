import type { payContactSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export type PayContactInput = z.input<typeof payContactSchema>;

/** POST /api/pay/contact: asks our team for a larger plan (the '4+' / '25+' contact form). */
export async function sendPayContact(input: PayContactInput): Promise<void> {
  await api.post(apiPaths.pay.contact(), input, { errorDisplay: 'inline' });
}

export function useSendPayContact() {
  return useMutation({ mutationFn: sendPayContact });
}
