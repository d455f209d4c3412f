import { type Award, CLUB_AWARD_TITLE, messages } from '@canvas/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconAward, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { saveInList } from '../../model/draft';
import { EntryCard } from '../entry-card';
import { AwardModal } from '../modals/award-modal';
import type { PanelProps } from './panel-types';

function awardSubtitle(award: Award): string {
  if (award.title === CLUB_AWARD_TITLE) return `${award.clubName} · since ${award.issueYear}`;
  return [award.issuer, award.issueYear].filter(Boolean).join(' · ');
}

/**
 * Celebrations, Certifications & Awards: add when there is no uuid, edit when there is one,
 * delete by uuid (spec 2 §4). Achievements granted by Canvas are read-only.
 */
export function AwardsPanel({ draft, update }: PanelProps) {
  const [editing, setEditing] = useState<Award | 'new' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const awards = draft.achievements;

  return (
    <Stack gap="sm">
      {awards.length === 0 ? (
        <Text size="sm" c="dimmed">
          Dean's List, NAHA, scholarships, clubs and certifications all belong here.
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
        onClose={() => setEditing(null)}
        onSave={(award) => {
          update((current) => ({
            ...current,
            achievements: saveInList(
              current.achievements,
              award,
              current.achievements.findIndex((entry) => entry.uuid === award.uuid),
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
            achievements: current.achievements.filter((entry) => entry.uuid !== removing),
          }));
          setRemoving(null);
        }}
      >
        Remove this award from your portfolio?
      </ConfirmDialog>
    </Stack>
  );
}
