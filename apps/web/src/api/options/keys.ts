import type { OptionKind } from '@canvas/shared';

/** Query keys of the option catalogues and the school search. */
export const optionKeys = {
  all: ['option'] as const,
  catalogue: (kind: OptionKind) => [...optionKeys.all, 'catalogue', kind] as const,
  schoolSearch: (keyword: string, tactics: number[]) =>
    [...optionKeys.all, 'school-search', keyword, tactics] as const,
};
