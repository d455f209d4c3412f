import type { OptionKind } from '@canvas/shared';
import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useOptions } from '@/api/options/get-options';
import { isDuplicateTag, tagsToOptionRefs } from './tag-rules';

interface NameTagsInputProps extends Omit<TagsInputProps, 'value' | 'onChange' | 'data'> {
  kind: OptionKind;
  /** Comma-joined names, as employments store job categories and positions (spec 2 §3). */
  value: string;
  onChange: (value: string) => void;
}

export function splitNames(value: string): string[] {
  return value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Tags suggested from a catalogue, kept as comma-joined names; a name matching an option takes its spelling. */
export function NameTagsInput({ kind, value, onChange, ...props }: NameTagsInputProps) {
  const options = useOptions(kind);
  const catalogue = options.data ?? [];
  return (
    <TagsInput
      size="md"
      {...props}
      value={splitNames(value)}
      data={catalogue.map((option) => option.name)}
      onChange={(next) =>
        onChange(
          tagsToOptionRefs(next, catalogue)
            .map((tag) => tag.name)
            .join(', '),
        )
      }
      isDuplicate={(candidate, current) => isDuplicateTag(candidate, current)}
      acceptValueOnBlur
      splitChars={[',']}
      limit={12}
      maxDropdownHeight={240}
    />
  );
}
