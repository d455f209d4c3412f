import type { OpportunityBrowseSearchInput } from '@canvas/shared';
import { opportunityRootKeys } from '@/api/opportunities/keys';

/** Query keys of opportunities (shared by the post form and the detail page). */
export const opportunityKeys = {
  all: opportunityRootKeys.all,
  details: () => [...opportunityKeys.all, 'detail'] as const,
  /** An opportunity read by id or by slug. */
  detail: (idOrSlug: number | string) => [...opportunityKeys.details(), String(idOrSlug)] as const,
  /** Opportunities like one (the detail page's Similar Opportunities). */
  similar: (id: number) => [...opportunityKeys.all, 'similar', id] as const,
  /** The signed-in user's student and professional canvases, which they may apply with. */
  applicantCanvases: () => [...opportunityKeys.all, 'applicant-canvases'] as const,
  /** Every list (posted, applied, browse results): a save changes them all. */
  lists: () => [...opportunityKeys.all, 'list'] as const,
  /** One page of browse results (wide screens). */
  browse: (input: OpportunityBrowseSearchInput) => [...opportunityKeys.lists(), 'browse', input] as const,
  /** The pages LOAD MORE appends (phones). */
  browseMore: (input: Omit<OpportunityBrowseSearchInput, 'page'>) =>
    [...opportunityKeys.lists(), 'browse', 'more', input] as const,
  /** What the signed-in user applied to (My Opportunities), all of it or with one of their canvases. */
  applied: (canvasId: number | null) => [...opportunityKeys.lists(), 'applied', canvasId ?? 'all'] as const,
  /** Where the signed-in user's search starts (their canvas's location). */
  canvasLocation: () => [...opportunityKeys.all, 'canvas-location'] as const,
};
