import { bookmarkResultSchema } from '@canvas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canvasKeys } from '@/api/canvases/keys';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { bookmarkKeys } from './keys';

export interface ToggleBookmarkInput {
  id: number;
  action: 'add' | 'remove';
}

/** PUT /api/bookmark/canvas/{id}/{add|remove}: answers whether the canvas is now bookmarked. */
export async function toggleBookmark({ id, action }: ToggleBookmarkInput): Promise<boolean> {
  return bookmarkResultSchema.parse(await api.put(apiPaths.bookmark.canvas(id, action))).bookmarked;
}

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBookmark,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: canvasKeys.details() }),
        queryClient.invalidateQueries({ queryKey: bookmarkKeys.all }),
      ]),
  });
}
