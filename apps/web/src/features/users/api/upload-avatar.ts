import { IMAGE_UPLOAD_TIMEOUT_MS, messages, type User, userSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { getTrackId } from '@/lib/referral';
import { getToken, updateSessionUser } from '@/lib/session';
import { userInfoQueryOptions } from './get-user-info';

/**
 * PUT /api/user/avatar with the file as the body. Sent with XMLHttpRequest rather than fetch
 * because only XHR reports upload progress (spec 1 §4: uploads show a percentage).
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<User> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `${API_BASE}${apiPaths.user.avatar}`);
    request.timeout = IMAGE_UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('platform', 'web');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    const trackId = getTrackId();
    if (trackId) request.setRequestHeader('referralId', trackId);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: handled as a generic failure below.
      }
      if (request.status >= 200 && request.status < 300) {
        const user = userSchema.parse(body);
        updateSessionUser(user);
        resolve(user);
        return;
      }
      const error = body as { code?: number; message?: string; field?: string } | null;
      reject(
        new ApiError({
          status: request.status,
          code: error?.code ?? request.status,
          message: error?.message ?? messages.internal,
          field: error?.field,
        }),
      );
    };
    request.ontimeout = () =>
      reject(
        new ApiError({
          status: NETWORK_ERROR_STATUS,
          code: NETWORK_ERROR_STATUS,
          message: messages.uploadTimedOut(IMAGE_UPLOAD_TIMEOUT_MS),
        }),
      );
    request.onerror = () =>
      reject(
        new ApiError({
          status: NETWORK_ERROR_STATUS,
          code: NETWORK_ERROR_STATUS,
          message: messages.networkError,
        }),
      );
    request.send(file);
  });
}

export function useUploadAvatar(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file, onProgress),
    onSuccess: (user) => queryClient.setQueryData(userInfoQueryOptions().queryKey, user),
  });
}
