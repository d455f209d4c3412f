import { defineIsland } from '@/lib/define-island';
import { useHydrated } from '@/lib/use-hydrated';
import { useInstagramMedias } from '../../../instagram/api/get-instagram-medias';
import { InstagramGrid } from '../../../instagram/components/instagram-grid';
import classes from '../canvas-view.module.css';

/**
 * The grid once its posts have loaded; not before hydration, as the markup drawn on a server has
 * none (the islands share one data cache, which another island may have filled meanwhile). Until
 * then an empty line marks its place, so the island wakes when that place is scrolled near (an
 * island with nothing in it is placed by what follows it, here the next column).
 */
export function LoadedInstagramGrid({ canvasId }: { canvasId: number }) {
  return useHydrated() ? <InstagramGrid canvasId={canvasId} /> : <div aria-hidden="true" />;
}

export const InstagramGridIsland = defineIsland('canvas-instagram', LoadedInstagramGrid);

/** The owner's latest Instagram posts; the grid titles itself. With an id it is a navigation target. */
export function InstagramSection({ canvasId, id }: { canvasId: number; id?: string }) {
  return (
    <div id={id} className={classes.section} tabIndex={id ? -1 : undefined}>
      <InstagramGridIsland canvasId={canvasId} />
    </div>
  );
}

/**
 * The section only once there are posts (a business's or school's page lists it in its menu then),
 * so no empty section takes a place in the page meanwhile.
 */
export function InstagramSectionWithPosts({ canvasId, id }: { canvasId: number; id: string }) {
  const hydrated = useHydrated();
  const medias = useInstagramMedias(canvasId);
  const hasPosts = hydrated && Boolean(medias.data?.username) && (medias.data?.medias.length ?? 0) > 0;
  return hasPosts ? <InstagramSection canvasId={canvasId} id={id} /> : null;
}

export const InstagramSectionWithPostsIsland = defineIsland(
  'canvas-instagram-section',
  InstagramSectionWithPosts,
);
