import { type SendSmsInput, successSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/user/send-sms (spec 2 §7): texts a code; +1 is added when the number has no plus. */
export async function sendSms(input: SendSmsInput): Promise<void> {
  successSchema.parse(await api.post(apiPaths.user.sendSms(), input, { errorDisplay: 'inline' }));
}

export function useSendSms() {
  return useMutation({ mutationFn: sendSms });
}
