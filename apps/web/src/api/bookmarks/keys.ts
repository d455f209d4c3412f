/** Query keys of bookmarks (the Bookmarks screen's lists arrive with their area). */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
};
