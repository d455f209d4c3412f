import { type DeleteAccountInput, successSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

/** POST /api/user/delete-account: the account is deleted for good. Refusals are shown by the dialog (inline). */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  successSchema.parse(await api.post(apiPaths.user.deleteAccount(), input, { errorDisplay: 'inline' }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
