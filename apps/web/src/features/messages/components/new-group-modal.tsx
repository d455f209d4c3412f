import { CHAT_GROUP_NAME_MAX, type UserMatch } from '@canvas/shared';
import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { FormError } from '@/components/form-error';
import { useCreateGroup } from '../api/create-group';
import { MemberPicker } from './member-picker';

interface NewGroupModalProps {
  opened: boolean;
  onClose: () => void;
  meId: number | undefined;
  onCreated: (channelId: number) => void;
}

function NewGroupForm({ meId, onClose, onCreated }: Omit<NewGroupModalProps, 'opened'>) {
  const [name, setName] = useState('');
  const [members, setMembers] = useState<UserMatch[]>([]);
  const create = useCreateGroup();
  const canCreate = name.trim().length > 0;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!canCreate) return;
        create.mutate(
          { name: name.trim(), memberIds: members.map((member) => member.userId) },
          { onSuccess: (channel) => onCreated(channel.id) },
        );
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Group name"
          required
          maxLength={CHAT_GROUP_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
        />
        <MemberPicker meId={meId} selected={members} onChange={setMembers} />
        <FormError error={create.error} />
        <DialogActions>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          {/* Spec 3 "Chat": creating a group needs a name (the button is disabled while it is empty). */}
          <Button type="submit" disabled={!canCreate} loading={create.isPending}>
            Create group
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

/** New group: a name (required) and the people to add; the creator is a member without being listed. */
export function NewGroupModal({ opened, ...props }: NewGroupModalProps) {
  return (
    <Modal opened={opened} onClose={props.onClose} title="New group">
      {opened ? <NewGroupForm {...props} /> : null}
    </Modal>
  );
}
