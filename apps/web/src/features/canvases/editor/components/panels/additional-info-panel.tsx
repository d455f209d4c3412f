import type { AdditionalInformation, OptionKind, OptionRef } from '@canvas/shared';
import { SimpleGrid, Stack } from '@mantine/core';
import { OptionSelect } from '@/components/fields/option-select';
import { OptionTagsInput } from '@/components/fields/option-tags-input';
import type { PanelProps } from './panel-types';

/** The additional-information lists that are tags (spec 2 §3 additionalInformation). */
export type TagKey = {
  [Key in keyof AdditionalInformation]: AdditionalInformation[Key] extends OptionRef[] ? Key : never;
}[keyof AdditionalInformation];

export interface TagField<Key extends TagKey> {
  key: Key;
  kind: OptionKind;
  label: string;
  description?: string;
  placeholder: string;
}

interface AdditionalFieldsProps<
  Key extends TagKey,
  Info extends Pick<AdditionalInformation, Key | 'paymentMode'>,
> {
  fields: readonly TagField<Key>[];
  info: Info;
  /** Changes the information as the draft holds it at that moment. */
  change: (edit: (info: Info) => Info) => void;
  /** The payment mode's label and description. */
  payment: { label: string; description: string };
  /** Two columns of tags from small screens up (the longer business and school list). */
  columns?: 1 | 2;
}

/**
 * Additional information: lists as tags suggesting the catalogue's options (free text allowed,
 * unique ignoring case), and one payment mode ('Don't show' is a real choice here; it is hidden
 * only on display).
 */
export function AdditionalFields<
  Key extends TagKey,
  Info extends Pick<AdditionalInformation, Key | 'paymentMode'>,
>({ fields, info, change, payment, columns = 1 }: AdditionalFieldsProps<Key, Info>) {
  const tags = fields.map((field) => (
    <OptionTagsInput
      key={field.key}
      kind={field.kind}
      label={field.label}
      description={field.description}
      placeholder={field.placeholder}
      value={info[field.key]}
      onChange={(value) => change((current) => ({ ...current, [field.key]: value }))}
    />
  ));
  return (
    <Stack gap="md">
      {columns === 2 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {tags}
        </SimpleGrid>
      ) : (
        tags
      )}
      <OptionSelect
        kind="paymentMode"
        label={payment.label}
        description={payment.description}
        placeholder="Choose one"
        clearable
        value={info.paymentMode?.optionId ?? null}
        onChange={(option) =>
          change((current) => ({
            ...current,
            paymentMode: option ? { optionId: option.id, name: option.name } : null,
          }))
        }
        maw={360}
      />
    </Stack>
  );
}

const PERSON_FIELDS: readonly TagField<'preferredBrands' | 'specialities' | 'softwares'>[] = [
  {
    key: 'preferredBrands',
    kind: 'brand',
    label: 'Preferred Brands',
    description: 'Pick from the list or type your own, then press Enter.',
    placeholder: 'Redken, Wella…',
  },
  { key: 'specialities', kind: 'speciality', label: 'Specialties', placeholder: 'Balayage, extensions…' },
  {
    key: 'softwares',
    kind: 'software',
    label: 'Software',
    placeholder: 'Booking and salon software you use',
  },
];

/** Additional Information of a portfolio: brands, specialties and software, and a payment preference. */
export function AdditionalInfoPanel({ draft, update }: PanelProps) {
  return (
    <AdditionalFields
      fields={PERSON_FIELDS}
      info={draft.additionalInformation}
      change={(edit) =>
        update((current) => ({ ...current, additionalInformation: edit(current.additionalInformation) }))
      }
      payment={{ label: 'Payment preference', description: 'How you prefer to be paid.' }}
    />
  );
}
