import { type Award, CLUB_AWARD_TITLE, messages } from '@canvas/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconAward, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EntryCard } from '../../../editor/components/entry-card';
import { AwardModal } from '../../../editor/components/modals/award-modal';
import { saveInList } from '../../../editor/model/draft';
import { awardTitlesOf } from '../model/org-rules';
import type { OrgPanelProps } from './panel-types';

function awardSubtitle(award: Award): string {
  if (award.title === CLUB_AWARD_TITLE) return `${award.clubName} · since ${award.issueYear}`;
  return [award.issuer, award.issueYear].filter(Boolean).join(' · ');
}

/**
 * Awards and Achievements: the person editor's award dialog with the titles of the type (business
 * accounts see a subset, BUSINESS_AWARD_TITLES); add without a uuid, edit with one, delete by uuid
 * (spec 2 §4). Achievements granted by Canvas are read-only.
 */
export function OrgAwardsPanel({ type, draft, update }: OrgPanelProps) {
  const [editing, setEditing] = useState<Award | 'new' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const awards = draft.awardList;

  return (
    <Stack gap="sm">
      {awards.length === 0 ? (
        <Text size="sm" c="dimmed">
          {type === 'school'
            ? 'Accreditations, industry awards and the honours your school has earned.'
            : 'Industry awards such as NAHA and Beacon, and the brand certifications your team holds.'}
        </Text>
      ) : (
        awards.map((award) => (
          <EntryCard
            key={award.uuid}
            icon={award.title === CLUB_AWARD_TITLE ? <IconUsersGroup size={18} /> : <IconAward size={18} />}
            title={award.title === CLUB_AWARD_TITLE ? `${CLUB_AWARD_TITLE}: ${award.clubName}` : award.title}
            subtitle={awardSubtitle(award)}
            badge={award.isUserAchievement ? 'Earned on Canvas' : undefined}
            itemLabel={`award ${award.title}`}
            onEdit={award.isUserAchievement ? undefined : () => setEditing(award)}
            onRemove={award.isUserAchievement ? undefined : () => setRemoving(award.uuid)}
          />
        ))
      )}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
        onClick={() => setEditing('new')}
        w="fit-content"
      >
        Add award
      </Button>
      <AwardModal
        opened={editing !== null}
        award={editing === 'new' ? null : editing}
        titles={awardTitlesOf(type)}
        onClose={() => setEditing(null)}
        onSave={(award) => {
          update((current) => ({
            ...current,
            awardList: saveInList(
              current.awardList,
              award,
              current.awardList.findIndex((entry) => entry.uuid === award.uuid),
            ),
          }));
          setEditing(null);
        }}
      />
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={messages.removeConfirmTitle}
        confirmLabel="Remove"
        danger
        onConfirm={() => {
          update((current) => ({
            ...current,
            awardList: current.awardList.filter((entry) => entry.uuid !== removing),
          }));
          setRemoving(null);
        }}
      >
        Remove this award from your canvas?
      </ConfirmDialog>
    </Stack>
  );
}
