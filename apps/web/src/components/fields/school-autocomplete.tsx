import { Autocomplete, type AutocompleteProps, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSchool } from '@tabler/icons-react';
import { useRef } from 'react';
import { useSchoolSearch } from '@/api/options/search-schools';

/** Spec 2 §7: the school autocomplete searches with the bounds [2, 20] once text is entered. */
export const SCHOOL_SEARCH_TACTICS = [2, 20];
const SCHOOL_DEBOUNCE_MS = 300;

export interface SchoolValue {
  schoolName: string;
  schoolId: number | null;
}

interface SchoolAutocompleteProps extends Omit<AutocompleteProps, 'value' | 'onChange' | 'data'> {
  value: SchoolValue;
  onChange: (value: SchoolValue) => void;
}

/** A school picked from the catalogue, or typed when it is not listed (then it has no id). */
export function SchoolAutocomplete({ value, onChange, ...props }: SchoolAutocompleteProps) {
  const [keyword] = useDebouncedValue(value.schoolName, SCHOOL_DEBOUNCE_MS);
  const schools = useSchoolSearch(value.schoolId === null ? keyword : '', SCHOOL_SEARCH_TACTICS);
  const list = schools.data ?? [];
  // Picking a school also reports its name as typed text; that echo must not drop the id.
  const pickedName = useRef<string | null>(null);
  return (
    <Autocomplete
      size="md"
      {...props}
      value={value.schoolName}
      onChange={(schoolName) => {
        if (schoolName === pickedName.current) {
          pickedName.current = null;
          return;
        }
        if (schoolName !== value.schoolName) onChange({ schoolName, schoolId: null });
      }}
      data={list.map((school) => ({
        value: String(school.id),
        label: school.name,
      }))}
      renderOption={({ option }) => {
        const school = list.find((candidate) => String(candidate.id) === option.value);
        return (
          <div>
            <Text size="sm">{school?.name ?? option.value}</Text>
            {school && (school.city || school.state) ? (
              <Text size="xs" c="dimmed">
                {[school.city, school.state].filter(Boolean).join(', ')}
              </Text>
            ) : null}
          </div>
        );
      }}
      filter={({ options }) => options}
      onOptionSubmit={(id) => {
        const school = list.find((candidate) => String(candidate.id) === id);
        if (!school) return;
        pickedName.current = school.name;
        onChange({ schoolName: school.name, schoolId: school.id });
      }}
      leftSection={<IconSchool size={16} aria-hidden="true" />}
      rightSection={schools.isFetching ? <Loader size={14} /> : null}
      limit={10}
    />
  );
}
