import type { OptionKind, OptionRef } from '@canvas/shared';
import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useOptions } from '@/api/options/get-options';
import { isDuplicateTag, tagsToOptionRefs } from './tag-rules';

interface OptionTagsInputProps extends Omit<TagsInputProps, 'value' | 'onChange' | 'data'> {
  kind: OptionKind;
  value: OptionRef[];
  onChange: (value: OptionRef[]) => void;
}

/**
 * A multi-value tag input that suggests a catalogue's options (spec 2 §5): names are unique ignoring
 * case, a typed name matching an option becomes that option, other text is kept as typed.
 */
export function OptionTagsInput({ kind, value, onChange, ...props }: OptionTagsInputProps) {
  const options = useOptions(kind);
  const catalogue = options.data ?? [];
  const names = value.map((tag) => tag.name);
  return (
    <TagsInput
      size="md"
      {...props}
      value={names}
      data={catalogue.map((option) => option.name)}
      onChange={(next) => onChange(tagsToOptionRefs(next, catalogue))}
      isDuplicate={(candidate, current) => isDuplicateTag(candidate, current)}
      acceptValueOnBlur
      clearable
      limit={12}
      maxDropdownHeight={260}
      splitChars={[',']}
    />
  );
}
