import { type CanvasCategory, EMPTY_CATEGORY_ID, type Option, OTHER_CATEGORY_ID } from '@canvas/shared';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { OptionSelect } from '@/components/fields/option-select';

/** Id 0 is Other: the user types the category's name (spec 2 §3 Category / licence). */
export const OTHER_CATEGORY_OPTION: Option = { id: OTHER_CATEGORY_ID, name: 'Other', kind: 'category' };

export function emptyCategory(): CanvasCategory {
  return {
    optionId: EMPTY_CATEGORY_ID,
    name: '',
    licenseNumber: '',
    stateId: null,
    stateName: '',
    otherName: '',
  };
}

interface CategoryFieldsProps {
  value: CanvasCategory;
  onChange: (value: CanvasCategory) => void;
  /** 'Category is required' or 'Category Name is required', on the field it concerns. */
  error?: string | null;
  /** Distinguishes the labels of several rows for screen readers. */
  labelSuffix?: string;
}

/** One category or licence: the category (Other → its name), licence number and issuing state. */
export function CategoryFields({ value, onChange, error, labelSuffix = '' }: CategoryFieldsProps) {
  const isOther = value.optionId === OTHER_CATEGORY_ID;
  const set = (patch: Partial<CanvasCategory>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: isOther ? 2 : 1 }} spacing="sm">
        <OptionSelect
          kind="category"
          label={`Category${labelSuffix}`}
          placeholder="Hair stylist, esthetician…"
          withAsterisk
          value={value.optionId === EMPTY_CATEGORY_ID ? null : value.optionId}
          onChange={(option) =>
            set(
              option
                ? {
                    optionId: option.id,
                    name: option.name,
                    otherName: option.id === OTHER_CATEGORY_ID ? value.otherName : '',
                  }
                : { optionId: EMPTY_CATEGORY_ID, name: '', otherName: '' },
            )
          }
          extra={[OTHER_CATEGORY_OPTION]}
          exclude={(option) => option.id === OTHER_CATEGORY_ID}
          error={!isOther ? error : undefined}
        />
        {isOther ? (
          <TextInput
            label={`Category name${labelSuffix}`}
            placeholder="Your specialty"
            withAsterisk
            value={value.otherName}
            onChange={(event) => set({ otherName: event.currentTarget.value })}
            error={error}
            maxLength={120}
          />
        ) : null}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={`License number${labelSuffix}`}
          placeholder="Optional"
          value={value.licenseNumber}
          onChange={(event) => set({ licenseNumber: event.currentTarget.value })}
          maxLength={60}
        />
        <OptionSelect
          kind="state"
          label={`License state${labelSuffix}`}
          placeholder="State"
          clearable
          value={value.stateId}
          onChange={(option) => set({ stateId: option?.id ?? null, stateName: option?.name ?? '' })}
        />
      </SimpleGrid>
    </Stack>
  );
}
