import { CHAT_GROUP_NAME_MAX, type ChatChannel, type UserMatch } from '@canvas/shared';
import { Button, Divider, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { InitialsAvatar } from '@/components/initials-avatar';
import { fullName } from '@/lib/format';
import { useAddMembers } from '../api/add-members';
import { useRemoveMember } from '../api/remove-member';
import { useRenameGroup } from '../api/rename-group';
import { MemberPicker } from './member-picker';
import classes from './messages-page.module.css';

interface GroupSettingsModalProps {
  opened: boolean;
  onClose: () => void;
  channel: ChatChannel;
  meId: number | undefined;
  isCreator: boolean;
}

function RenameForm({ channel }: { channel: ChatChannel }) {
  const [name, setName] = useState(channel.name ?? '');
  const rename = useRenameGroup(channel.id);
  const trimmed = name.trim();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) rename.mutate(trimmed);
      }}
    >
      <Stack gap="xs">
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            label="Group name"
            required
            maxLength={CHAT_GROUP_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="light"
            disabled={!trimmed || trimmed === channel.name}
            loading={rename.isPending}
          >
            Rename
          </Button>
        </Group>
        <FormError error={rename.error} />
      </Stack>
    </form>
  );
}

function AddMembersForm({ channel, meId }: { channel: ChatChannel; meId: number | undefined }) {
  const [people, setPeople] = useState<UserMatch[]>([]);
  const add = useAddMembers(channel.id);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (people.length === 0) return;
        add.mutate(
          people.map((person) => person.userId),
          { onSuccess: () => setPeople([]) },
        );
      }}
    >
      <Stack gap="xs">
        <MemberPicker
          meId={meId}
          selected={people}
          onChange={(next) => {
            add.reset();
            setPeople(next);
          }}
        />
        {/* The refusal as the API answers it: '{names} is/are already in the group'. */}
        <FormError error={add.error} />
        <Group justify="flex-end">
          <Button type="submit" variant="light" disabled={people.length === 0} loading={add.isPending}>
            Add to group
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MemberRows({
  channel,
  meId,
  isCreator,
}: {
  channel: ChatChannel;
  meId: number | undefined;
  isCreator: boolean;
}) {
  const remove = useRemoveMember(channel.id);
  return (
    <ul className={classes.members} aria-label="Members">
      {channel.members.map((member) => (
        <li key={member.userId}>
          <Group gap="sm" wrap="nowrap" justify="space-between">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <InitialsAvatar name={member} src={member.avatar} size={32} />
              <Text size="sm" truncate="end">
                {fullName(member)}
                {member.userId === meId ? ' (you)' : ''}
                {member.userId === channel.createdBy ? ' · Creator' : ''}
              </Text>
            </Group>
            {isCreator && member.userId !== meId ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={`Remove ${fullName(member)}`}
                loading={remove.isPending && remove.variables === member.userId}
                onClick={() => remove.mutate(member.userId)}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        </li>
      ))}
    </ul>
  );
}

/** A group's members; its creator also renames it, adds people and removes others. */
export function GroupSettingsModal({ opened, onClose, channel, meId, isCreator }: GroupSettingsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={isCreator ? 'Group settings' : 'Members'}>
      {opened ? (
        <Stack gap="lg">
          {isCreator ? <RenameForm channel={channel} /> : null}
          {isCreator ? <AddMembersForm channel={channel} meId={meId} /> : null}
          {isCreator ? <Divider /> : null}
          <MemberRows channel={channel} meId={meId} isCreator={isCreator} />
        </Stack>
      ) : null}
    </Modal>
  );
}
