/**
 * The work carousel's rules (spec 2 §9), apart from view-rules.ts: the carousel is an island of the
 * public page, and these need nothing of the shared contracts.
 */

/** Work carousel: items per slide on wide layouts and on mobile. */
export const WORK_PER_SLIDE_WIDE = 3;
export const WORK_PER_SLIDE_COMPACT = 1;
/** Below this width (px) the view uses its mobile layout (spec 2 §9: about 1024 px). */
export const COMPACT_VIEW_MAX_PX = 1024;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let index = 0; index < items.length; index += size) groups.push(items.slice(index, index + size));
  return groups;
}

/** Arrows show when there is more than one slide: at least 4 items at 3 per slide (spec 2 §9). */
export function showsCarouselArrows(count: number, perSlide: number): boolean {
  return count > perSlide;
}
