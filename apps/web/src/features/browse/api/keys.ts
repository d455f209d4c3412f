import type { BrowseSearchInput, OptionKind } from '@canvas/shared';

/** Query keys of browse. */
export const browseKeys = {
  all: ['browse'] as const,
  /** One page of results (desktop). */
  canvases: (input: BrowseSearchInput) => [...browseKeys.all, 'canvases', input] as const,
  /** The pages LOAD MORE appends (mobile). */
  moreCanvases: (input: Omit<BrowseSearchInput, 'page'>) =>
    [...browseKeys.all, 'canvases', 'more', input] as const,
  filterOptions: (kind: OptionKind) => [...browseKeys.all, 'options', kind] as const,
};
