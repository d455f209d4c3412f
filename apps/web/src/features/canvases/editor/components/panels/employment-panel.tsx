import { type Employment, messages } from '@canvas/shared';
import { Anchor, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { saveInList } from '../../model/draft';
import { formatIsoDate, truncateDescription } from '../../model/rules';
import { EntryCard, RemoveEntryDialog } from '../entry-card';
import { EmploymentModal } from '../modals/employment-modal';
import type { PanelProps } from './panel-types';

function period(employment: Employment): string {
  const start = formatIsoDate(employment.startDate);
  const end = employment.isCurrentWork ? 'Present' : formatIsoDate(employment.endDate);
  if (!start && !end) return '';
  return `${start || '…'} – ${end || '…'}`;
}

/** A description cut at 200 characters with See More / See less (spec 2 §5). */
export function DescriptionPreview({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const preview = truncateDescription(text);
  if (!text) return null;
  return (
    <Text size="sm" c="gray.8" mt={6} style={{ whiteSpace: 'pre-line' }}>
      {expanded ? text : preview.text}{' '}
      {preview.isTruncated ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'See less' : 'See More'}
        </Anchor>
      ) : null}
    </Text>
  );
}

/** Employment Information: the list with edit, delete (confirmed) and 'Add more'. */
export function EmploymentPanel({ draft, update }: PanelProps) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const list = draft.employments;
  const current = typeof editing === 'number' ? (list[editing] ?? null) : null;

  return (
    <Stack gap="sm">
      {list.length === 0 ? (
        <Stack align="center" gap="xs" py="md" ta="center">
          <ThemeIcon size={44} radius="xl" variant="light" color="plum">
            <IconBriefcase size={22} aria-hidden="true" />
          </ThemeIcon>
          <Text c="gray.7">{messages.noEmployment}</Text>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing('new')}
          >
            {messages.addEmployment}
          </Button>
        </Stack>
      ) : (
        <>
          {list.map((employment, index) => (
            <EntryCard
              key={employment.uuid}
              icon={<IconBriefcase size={18} />}
              title={employment.title}
              subtitle={[employment.company, employment.position].filter(Boolean).join(' · ') || undefined}
              meta={[period(employment), employment.industry, employment.companyType]
                .filter(Boolean)
                .join(' · ')}
              itemLabel={`employment ${employment.title}`}
              onEdit={() => setEditing(index)}
              onRemove={() => setRemoving(index)}
            >
              <DescriptionPreview text={employment.description} />
            </EntryCard>
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setEditing('new')}
            w="fit-content"
          >
            Add more
          </Button>
        </>
      )}
      <EmploymentModal
        opened={editing !== null}
        employment={current}
        onClose={() => setEditing(null)}
        onSave={(employment) => {
          update((draftNow) => ({
            ...draftNow,
            employments: saveInList(draftNow.employments, employment, editing),
          }));
          setEditing(null);
        }}
      />
      <RemoveEntryDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          update((draftNow) => ({
            ...draftNow,
            employments: draftNow.employments.filter((_, index) => index !== removing),
          }));
          setRemoving(null);
        }}
      >
        Remove this employment from your portfolio?
      </RemoveEntryDialog>
    </Stack>
  );
}
