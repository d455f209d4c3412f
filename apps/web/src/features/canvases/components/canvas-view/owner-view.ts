import type { Canvas } from '@canvas/shared';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Whether the signed-in reader owns the canvas and is looking at its public page: they get Edit and
 * Share instead of Message me and Bookmark, and see its empty sections (visitors never do). The
 * preview pages show what visitors see, so they never count. False until hydrated, so markup
 * rendered on a server (a visitor's) matches the first render here.
 */
export function useIsOwnerView(canvas: Pick<Canvas, 'owner'>, mode: 'public' | 'preview' | 'live'): boolean {
  const { user } = useSession();
  const hydrated = useHydrated();
  return hydrated && mode === 'public' && user !== null && user.id === canvas.owner.id;
}
