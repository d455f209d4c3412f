import type { Option, OptionRef } from '@canvas/shared';

/**
 * Tag inputs (brands, specialties, software, job titles; spec 2 §5): unique by name ignoring case,
 * a name matching a catalogue option case-insensitively becomes that option, anything else is kept
 * as free text (no option id).
 */
export function tagsToOptionRefs(names: readonly string[], options: readonly Option[]): OptionRef[] {
  const byName = new Map(options.map((option) => [option.name.toLowerCase(), option]));
  const seen = new Set<string>();
  const refs: OptionRef[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    const option = byName.get(key);
    refs.push(option ? { optionId: option.id, name: option.name } : { optionId: null, name });
  }
  return refs;
}

export function isDuplicateTag(value: string, current: readonly string[]): boolean {
  const key = value.trim().toLowerCase();
  return current.some((name) => name.trim().toLowerCase() === key);
}
