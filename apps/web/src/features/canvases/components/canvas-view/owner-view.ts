import type { Canvas } from '@canvas/shared';
import { useSession } from '@/lib/session';
import { useSiteOrigin } from '@/lib/site-origin';
import { useHydrated } from '@/lib/use-hydrated';
import { canvasShareUrl } from './view-rules';

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

/**
 * What a canvas view (a person's or an organization's) shows its reader: `isLive` in the editor's
 * preview; the empty sections, with what goes there, in the editor and to the owner (`showsEmpty`,
 * never to visitors); Edit and Share to the owner (`isOwner`); `shareUrl`, the public link for Share
 * and the QR code, on `origin` or the site's (`useSiteOrigin`).
 */
export function useCanvasViewer(
  canvas: Pick<Canvas, 'owner' | 'slug'>,
  mode: 'public' | 'preview' | 'live',
  origin: string | undefined,
) {
  const isLive = mode === 'live';
  const isOwner = useIsOwnerView(canvas, mode);
  const siteOrigin = useSiteOrigin();
  const shareUrl = canvasShareUrl(origin ?? siteOrigin, canvas.slug);
  return { isLive, isOwner, showsEmpty: isLive || isOwner, shareUrl };
}
