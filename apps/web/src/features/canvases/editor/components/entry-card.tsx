import { messages } from '@canvas/shared';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import classes from './entry-card.module.css';

interface EntryCardProps {
  title: string;
  subtitle?: string;
  meta?: string;
  children?: ReactNode;
  /** Names the entry in the edit and remove buttons' labels. */
  itemLabel: string;
  onEdit?: () => void;
  onRemove?: () => void;
  badge?: string;
  icon?: ReactNode;
}

/** One entry of an editor list (education, licence, employment, award) with its edit and remove buttons. */
export function EntryCard({
  title,
  subtitle,
  meta,
  children,
  itemLabel,
  onEdit,
  onRemove,
  badge,
  icon,
}: EntryCardProps) {
  return (
    <article className={classes.card} aria-label={itemLabel}>
      {icon ? (
        <div className={classes.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <div className={classes.body}>
        <Group gap={8} wrap="nowrap" align="center">
          <Text fw={600} className={classes.title}>
            {title}
          </Text>
          {badge ? (
            <Badge size="xs" variant="light" color="champagne">
              {badge}
            </Badge>
          ) : null}
        </Group>
        {subtitle ? (
          <Text size="sm" c="gray.7">
            {subtitle}
          </Text>
        ) : null}
        {meta ? (
          <Text size="xs" c="dimmed" mt={2}>
            {meta}
          </Text>
        ) : null}
        {children}
      </div>
      {onEdit || onRemove ? (
        <Group gap={4} wrap="nowrap" className={classes.actions}>
          {onEdit ? (
            <Tooltip label="Edit">
              <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label={`Edit ${itemLabel}`}>
                <IconPencil size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {onRemove ? (
            <Tooltip label="Remove">
              <ActionIcon variant="subtle" color="gray" onClick={onRemove} aria-label={`Remove ${itemLabel}`}>
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ) : null}
    </article>
  );
}

interface RemoveEntryDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** The question, naming the entry and where it is removed from. */
  children: ReactNode;
}

/** The confirmation before an entry of an editor list is removed (spec 2: 'Comfirmation', with a 'Remove' button). */
export function RemoveEntryDialog({ opened, onClose, onConfirm, children }: RemoveEntryDialogProps) {
  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      onConfirm={onConfirm}
      title={messages.removeConfirmTitle}
      confirmLabel="Remove"
      danger
    >
      {children}
    </ConfirmDialog>
  );
}
