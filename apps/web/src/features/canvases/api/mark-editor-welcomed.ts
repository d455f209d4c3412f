import { editorWelcomeSchema } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { getSessionState, updateSessionUser } from '@/lib/session';

/** POST /api/user/editor-welcomed: the editor's welcome overlay was closed; it stays closed on every device. */
export async function markEditorWelcomed(): Promise<boolean> {
  return editorWelcomeSchema.parse(
    await api.post(apiPaths.user.editorWelcomed(), undefined, { errorDisplay: 'inline' }),
  ).editorWelcome;
}

/**
 * Closes it in the session at once. If the call fails, the device's own note (getting-started) keeps
 * it closed here, and when the user info comes back still open the overlay tells the server again.
 */
export function useMarkEditorWelcomed() {
  return useMutation({
    mutationFn: markEditorWelcomed,
    onMutate: () => {
      const { user } = getSessionState();
      if (user) updateSessionUser({ ...user, editorWelcome: false });
    },
  });
}
