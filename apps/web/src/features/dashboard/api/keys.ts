import { canvasKeys } from '@/api/canvases/keys';

/**
 * Query keys of My Dashboard. The switcher's canvases sit under the canvas keys, so saving, deleting
 * or joining a canvas (which refreshes `canvasKeys.all`) refreshes the switcher too.
 */
export const dashboardKeys = {
  canvases: () => [...canvasKeys.all, 'dashboard'] as const,
  businessStatistics: (canvasId: number, locationUuid: string | null) =>
    ['dashboard', 'business-statistics', canvasId, locationUuid ?? 'all'] as const,
};
