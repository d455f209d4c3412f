import { type Award, CLUB_AWARD_TITLE } from '@canvas/shared';
import { Button, Stack, Text } from '@mantine/core';
import { IconAward, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { saveInList } from '../../model/draft';
import { EntryCard, RemoveEntryDialog } from '../entry-card';
import { AwardModal } from '../modals/award-modal';
import type { PanelProps } from './panel-types';

function awardSubtitle(award: Award): string {
  if (award.title === CLUB_AWARD_TITLE) return `${award.clubName} · since ${award.issueYear}`;
  return [award.issuer, award.issueYear].filter(Boolean).join(' · ');
}

interface AwardListProps {
  awards: readonly Award[];
  /** Changes the list as the draft holds it at that moment. */
  change: (edit: (awards: Award[]) => Award[]) => void;
  /** The titles the award dialog offers (a business sees a subset); every award title by default. */
  titles?: readonly string[];
  /** What belongs here, while the list is empty. */
  emptyText: string;
  /** The removal question, naming where the award is shown. */
  removeQuestion: string;
}

/**
 * The awards of a canvas, person or organisation: add when there is no uuid, edit when there is one,
 * delete by uuid (spec 2 §4). Achievements granted by Canvas are read-only.
 */
export function AwardList({ awards, change, titles, emptyText, removeQuestion }: AwardListProps) {
  const [editing, setEditing] = useState<Award | 'new' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  return (
    <Stack gap="sm">
      {awards.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText}
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
        titles={titles}
        onClose={() => setEditing(null)}
        onSave={(award) => {
          change((list) =>
            saveInList(
              list,
              award,
              list.findIndex((entry) => entry.uuid === award.uuid),
            ),
          );
          setEditing(null);
        }}
      />
      <RemoveEntryDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          change((list) => list.filter((entry) => entry.uuid !== removing));
          setRemoving(null);
        }}
      >
        {removeQuestion}
      </RemoveEntryDialog>
    </Stack>
  );
}

/** Celebrations, Certifications & Awards of a student or professional portfolio. */
export function AwardsPanel({ draft, update }: PanelProps) {
  return (
    <AwardList
      awards={draft.achievements}
      change={(edit) => update((current) => ({ ...current, achievements: edit(current.achievements) }))}
      emptyText="Dean's List, NAHA, scholarships, clubs and certifications all belong here."
      removeQuestion="Remove this award from your portfolio?"
    />
  );
}
