import { IMAGE_UPLOAD_TIMEOUT_MS, type User, userSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { updateSessionUser } from '@/lib/session';

/**
 * PUT /api/user/avatar with the file as the body (spec 1 §4: uploads show a percentage). The
 * settings page shows a refusal beside the photo; the answer becomes the session's user.
 */
export async function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<User> {
  const body = await api.upload(apiPaths.user.avatar(), file, {
    method: 'PUT',
    timeoutMs: IMAGE_UPLOAD_TIMEOUT_MS,
    onProgress,
    errorDisplay: 'inline',
  });
  const user = userSchema.parse(body);
  updateSessionUser(user);
  return user;
}

export function useUploadAvatar(onProgress: (percent: number) => void) {
  return useMutation({ mutationFn: (file: File) => uploadAvatar(file, onProgress) });
}
