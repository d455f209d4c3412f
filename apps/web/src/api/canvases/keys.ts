import type { myCanvasesSchema } from '@canvas/shared';
import type { z } from 'zod';

/**
 * Query keys of canvases. Here rather than in the canvases feature because other areas change what
 * they show (a bookmark changes a canvas's detail).
 */
export const canvasKeys = {
  all: ['canvas'] as const,
  /** Every list of the signed-in user's canvases, whatever its filter. */
  mineLists: () => [...canvasKeys.all, 'mine'] as const,
  mine: (filter: z.input<typeof myCanvasesSchema>) => [...canvasKeys.mineLists(), filter] as const,
  details: () => [...canvasKeys.all, 'detail'] as const,
  /** A canvas read by id or by slug: one entry each, both kept when it is saved. */
  detail: (idOrSlug: number | string) => [...canvasKeys.details(), String(idOrSlug)] as const,
};
