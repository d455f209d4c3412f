import { awardTitlesOf } from '@canvas/shared';
import { AwardList } from '../../../editor/components/panels/awards-panel';
import type { OrgPanelProps } from './panel-types';

/**
 * Awards and Achievements: the person editor's award list with the titles of the type (business
 * accounts see a subset, BUSINESS_AWARD_TITLES).
 */
export function OrgAwardsPanel({ type, draft, update }: OrgPanelProps) {
  return (
    <AwardList
      awards={draft.awardList}
      change={(edit) => update((current) => ({ ...current, awardList: edit(current.awardList) }))}
      titles={awardTitlesOf(type)}
      emptyText={
        type === 'school'
          ? 'Accreditations, industry awards and the honours your school has earned.'
          : 'Industry awards such as NAHA and Beacon, and the brand certifications your team holds.'
      }
      removeQuestion="Remove this award from your canvas?"
    />
  );
}
