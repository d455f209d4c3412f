import { AdditionalFields, type TagField } from '../../../editor/components/panels/additional-info-panel';
import type { OrgDraft } from '../model/org-draft';
import type { OrgPanelProps } from './panel-types';

type OrgTagKey = Exclude<keyof OrgDraft['additional'], 'paymentMode'>;

/** The business and school lists of spec 2 §3 additionalInformation, each from its catalogue. */
const TAG_FIELDS: readonly TagField<OrgTagKey>[] = [
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
 * charities in two columns, and how the team is paid.
 */
export function OrgAdditionalPanel({ draft, update }: OrgPanelProps) {
  return (
    <AdditionalFields
      fields={TAG_FIELDS}
      info={draft.additional}
      change={(edit) => update((current) => ({ ...current, additional: edit(current.additional) }))}
      payment={{ label: 'Payment mode', description: 'How your team is paid.' }}
      columns={2}
    />
  );
}
