import type { OptionKind, OptionRef } from '@canvas/shared';
import { SimpleGrid, Stack } from '@mantine/core';
import { OptionSelect } from '@/components/fields/option-select';
import { OptionTagsInput } from '@/components/fields/option-tags-input';
import type { OrgDraft } from '../model/org-draft';
import type { OrgPanelProps } from './panel-types';

type TagKey = Exclude<keyof OrgDraft['additional'], 'paymentMode'>;

interface TagField {
  key: TagKey;
  kind: OptionKind;
  label: string;
  placeholder: string;
}

/** The business and school lists of spec 2 §3 additionalInformation, each from its catalogue. */
const TAG_FIELDS: readonly TagField[] = [
  { key: 'backbarBrands', kind: 'brand', label: 'Backbar brands', placeholder: 'Brands you use on guests' },
  { key: 'retailBrands', kind: 'brand', label: 'Retail brands', placeholder: 'Brands you sell' },
  {
    key: 'companyBenefits',
    kind: 'companyBenefit',
    label: 'Company benefits',
    placeholder: 'Paid education, health insurance…',
  },
  { key: 'softwares', kind: 'software', label: 'Software', placeholder: 'Booking and salon software' },
  { key: 'specialities', kind: 'speciality', label: 'Specialties', placeholder: 'Balayage, extensions…' },
  { key: 'charities', kind: 'charity', label: 'Charities', placeholder: 'Causes you support' },
];

/**
 * Additional Information: backbar and retail brands, company benefits, software, specialties and
 * charities as tags suggesting the catalogue's options (free text allowed, unique ignoring case), and
 * one payment mode ('Don't show' is a real choice here; it is hidden only on display).
 */
export function OrgAdditionalPanel({ draft, update }: OrgPanelProps) {
  const info = draft.additional;
  const setTags = (key: TagKey) => (value: OptionRef[]) =>
    update((current) => ({ ...current, additional: { ...current.additional, [key]: value } }));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {TAG_FIELDS.map((field) => (
          <OptionTagsInput
            key={field.key}
            kind={field.kind}
            label={field.label}
            placeholder={field.placeholder}
            value={info[field.key]}
            onChange={setTags(field.key)}
          />
        ))}
      </SimpleGrid>
      <OptionSelect
        kind="paymentMode"
        label="Payment mode"
        description="How your team is paid."
        placeholder="Choose one"
        clearable
        value={info.paymentMode?.optionId ?? null}
        onChange={(option) =>
          update((current) => ({
            ...current,
            additional: {
              ...current.additional,
              paymentMode: option ? { optionId: option.id, name: option.name } : null,
            },
          }))
        }
        maw={360}
      />
    </Stack>
  );
}
