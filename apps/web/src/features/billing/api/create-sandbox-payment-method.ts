import { sandboxPaymentMethodResultSchema, type sandboxPaymentMethodSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export type SandboxPaymentMethodInput = z.input<typeof sandboxPaymentMethodSchema>;

/**
 * POST /api/pay/sandbox/payment-methods: the sandbox provider saves a test card or bank account
 * with a setup secret (what Stripe.js does against Stripe) and answers its payment method id.
 */
export async function createSandboxPaymentMethod(input: SandboxPaymentMethodInput): Promise<string> {
  return sandboxPaymentMethodResultSchema.parse(
    await api.post(apiPaths.pay.sandboxPaymentMethod(), input, { errorDisplay: 'inline' }),
  ).payment_method;
}

export function useCreateSandboxPaymentMethod() {
  return useMutation({ mutationFn: createSandboxPaymentMethod });
}
