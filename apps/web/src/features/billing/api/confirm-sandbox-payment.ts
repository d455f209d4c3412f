import type { sandboxConfirmSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export type SandboxConfirmInput = z.input<typeof sandboxConfirmSchema>;

/**
 * POST /api/pay/sandbox/confirm {client_secret, approve}: the sandbox's stand-in for the bank's
 * 3-D Secure step; the payment then settles and subscribe (same key) answers the result.
 */
export async function confirmSandboxPayment(input: SandboxConfirmInput): Promise<void> {
  await api.post(apiPaths.pay.sandboxConfirm(), input, { errorDisplay: 'inline' });
}

export function useConfirmSandboxPayment() {
  return useMutation({ mutationFn: confirmSandboxPayment });
}
