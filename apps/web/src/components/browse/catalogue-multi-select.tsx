import { MultiSelect } from '@mantine/core';

interface CatalogueOption {
  id: number;
  name: string;
}

/**
 * A browse filter over an options catalogue (category, software, brand…): the page passes the
 * catalogue's query, so each screen keeps its own call.
 */
export function CatalogueMultiSelect({
  options,
  label,
  placeholder,
  value,
  onChange,
  offered = () => true,
}: {
  options: { data: CatalogueOption[] | undefined; isError: boolean };
  label: string;
  placeholder: string;
  value: number[];
  onChange: (value: number[]) => void;
  /** Leaves out the options the filter never offers. */
  offered?: (option: CatalogueOption) => boolean;
}) {
  const data = (options.data ?? [])
    .filter(offered)
    .map((option) => ({ value: String(option.id), label: option.name }));
  // Ids from a shared link stay selected while the catalogue loads (and count in the request).
  const known = new Set(data.map((item) => item.value));
  const selected = value.map(String).filter((id) => options.data === undefined || known.has(id));
  return (
    <MultiSelect
      size="md"
      label={label}
      placeholder={selected.length === 0 ? placeholder : undefined}
      data={data}
      value={selected}
      onChange={(next) => onChange(next.map(Number))}
      searchable
      clearable
      hidePickedOptions
      maxDropdownHeight={280}
      nothingFoundMessage="Nothing matches"
      disabled={options.isError}
      error={options.isError ? `We could not load the ${label.toLowerCase()} list.` : undefined}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}
