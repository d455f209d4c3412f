import { Stack } from '@mantine/core';
import { OptionSelect } from '@/components/fields/option-select';
import { OptionTagsInput } from '@/components/fields/option-tags-input';
import type { PanelProps } from './panel-types';

type TagKey = 'preferredBrands' | 'specialities' | 'softwares';

/**
 * Additional Information: brands, specialties and software as tags suggesting existing options,
 * and one payment preference ('Don't show' is a real choice here; it is hidden only on display).
 */
export function AdditionalInfoPanel({ draft, update }: PanelProps) {
  const info = draft.additionalInformation;
  const setTags = (key: TagKey) => (value: (typeof info)[TagKey]) =>
    update((current) => ({
      ...current,
      additionalInformation: { ...current.additionalInformation, [key]: value },
    }));
  return (
    <Stack gap="md">
      <OptionTagsInput
        kind="brand"
        label="Preferred Brands"
        description="Pick from the list or type your own, then press Enter."
        placeholder="Redken, Wella…"
        value={info.preferredBrands}
        onChange={setTags('preferredBrands')}
      />
      <OptionTagsInput
        kind="speciality"
        label="Specialties"
        placeholder="Balayage, extensions…"
        value={info.specialities}
        onChange={setTags('specialities')}
      />
      <OptionTagsInput
        kind="software"
        label="Software"
        placeholder="Booking and salon software you use"
        value={info.softwares}
        onChange={setTags('softwares')}
      />
      <OptionSelect
        kind="paymentMode"
        label="Payment preference"
        description="How you prefer to be paid."
        placeholder="Choose one"
        clearable
        value={info.paymentMode?.optionId ?? null}
        onChange={(option) =>
          update((current) => ({
            ...current,
            additionalInformation: {
              ...current.additionalInformation,
              paymentMode: option ? { optionId: option.id, name: option.name } : null,
            },
          }))
        }
        maw={360}
      />
    </Stack>
  );
}
