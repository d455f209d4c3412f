import type { Option, OptionKind } from '@canvas/shared';
import { Select, type SelectProps } from '@mantine/core';
import { useOptions } from '@/api/options/get-options';

interface OptionSelectProps extends Omit<SelectProps, 'value' | 'onChange' | 'data'> {
  kind: OptionKind;
  /** The chosen option id; null when none. */
  value: number | null;
  onChange: (option: Option | null) => void;
  /** Extra choices placed after the catalogue (e.g. Other, id 0). */
  extra?: Option[];
  /** Catalogue entries to leave out. */
  exclude?: (option: Option) => boolean;
}

/** A single choice from one option catalogue (programs, categories, states, payment modes). */
export function OptionSelect({ kind, value, onChange, extra = [], exclude, ...props }: OptionSelectProps) {
  const options = useOptions(kind);
  const list = [...(options.data ?? []).filter((option) => !exclude?.(option)), ...extra];
  return (
    <Select
      size="md"
      {...props}
      data={list.map((option) => ({ value: String(option.id), label: option.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) =>
        onChange(next === null ? null : (list.find((option) => String(option.id) === next) ?? null))
      }
      searchable
      nothingFoundMessage={options.isLoading ? 'Loading…' : 'No match'}
      error={
        props.error ??
        (options.isError ? 'We could not load the choices. Please reload the page.' : undefined)
      }
      maxDropdownHeight={280}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
