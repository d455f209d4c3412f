/** Query keys of the developer tools. */
export const devKeys = {
  all: ['dev'] as const,
  /** One entry per recipient, whatever its case or spacing. */
  outbox: (to: string) => [...devKeys.all, 'outbox', to.trim().toLowerCase()] as const,
};
