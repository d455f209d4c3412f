import type { Option } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { isDuplicateTag, tagsToOptionRefs } from './tag-rules';

describe('tag inputs (spec 2 §5)', () => {
  it('tags: unique ignoring case, matched to options case-insensitively, free text kept', () => {
    const options: Option[] = [{ id: 7, name: 'Redken', kind: 'brand' }];
    expect(tagsToOptionRefs(['redken', 'REDKEN', 'My Own Line', ' '], options)).toEqual([
      { optionId: 7, name: 'Redken' },
      { optionId: null, name: 'My Own Line' },
    ]);
  });

  it('a tag already in the list, ignoring case and spaces, is a duplicate', () => {
    expect(isDuplicateTag(' redken ', ['Redken'])).toBe(true);
    expect(isDuplicateTag('Redken Pro', ['Redken'])).toBe(false);
  });
});
