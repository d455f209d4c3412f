/**
 * The root of every opportunity query key. Here because layers below the opportunities feature
 * (duplicating, the dashboard's lists of issue 23) invalidate them; features/opportunities/api/keys.ts
 * builds its keys under it.
 */
export const opportunityRootKeys = {
  all: ['opportunity'] as const,
};
