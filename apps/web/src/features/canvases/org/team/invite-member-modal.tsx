import { type CanvasType, type MemberRole, memberRolesOf } from '@canvas/shared';
import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail, IconSend } from '@tabler/icons-react';
import { useAddEmployee } from '@/api/canvases/add-employee';
import { DialogActions } from '@/components/dialog-actions';
import { notify } from '@/lib/notify';
import { defaultInviteRole, invitationToast, inviteEmailError } from './team-model';

export interface InviteMemberModalProps {
  opened: boolean;
  onClose: () => void;
  /** The saved canvas and the location the invitee joins. */
  canvasId: number;
  locationId: string;
  /** Names the location in the dialog ("Invite to 12 Main St"). */
  locationLabel?: string;
  type: CanvasType;
  /** After the invitation went out (the canvas query refreshes on its own). */
  onInvited?: (email: string, role: MemberRole) => void;
}

interface InviteValues {
  email: string;
  role: MemberRole;
}

/**
 * 'Invite' (spec 2 "add-employee" modal): one email and a role of the canvas's type; sends
 * `POST /api/canvas/school/add-employee` and says 'Invitation sent!' (or 'Invitation resent!' when
 * the email was already pending there).
 */
export function InviteMemberModal({
  opened,
  onClose,
  canvasId,
  locationId,
  locationLabel,
  type,
  onInvited,
}: InviteMemberModalProps) {
  const addEmployee = useAddEmployee();
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { email: '', role: defaultInviteRole(type) },
    validate: { email: inviteEmailError },
    validateInputOnBlur: ['email'],
  });

  const close = () => {
    if (addEmployee.isPending) return;
    form.reset();
    addEmployee.reset();
    onClose();
  };

  const submit = form.onSubmit(async ({ email, role }) => {
    try {
      const result = await addEmployee.mutateAsync({
        canvasId,
        locationId,
        members: [{ email: email.trim(), role }],
        business: type === 'business',
      });
      notify.success(invitationToast(result));
      onInvited?.(email.trim(), role);
      form.reset();
      addEmployee.reset();
      onClose();
    } catch {
      // The app's error toast gives the server's reason; the dialog keeps what was typed.
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Invite a team member" size={460}>
      <form onSubmit={submit} noValidate aria-label="Invite a team member">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {locationLabel ? (
              <>
                They get an email with a link to join <strong>{locationLabel}</strong>.
              </>
            ) : (
              'They get an email with a link to join this location.'
            )}
          </Text>
          <TextInput
            label="Email"
            type="email"
            placeholder="name@example.com"
            autoComplete="off"
            withAsterisk
            data-autofocus
            leftSection={<IconMail size={16} aria-hidden="true" />}
            {...form.getInputProps('email')}
          />
          <Select
            label="Role"
            data={[...memberRolesOf(type)]}
            allowDeselect={false}
            checkIconPosition="right"
            comboboxProps={{ withinPortal: true }}
            value={form.values.role}
            onChange={(value) => {
              const role = memberRolesOf(type).find((candidate) => candidate === value);
              if (role) form.setFieldValue('role', role);
            }}
          />
          <DialogActions>
            <Button variant="default" onClick={close} disabled={addEmployee.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={addEmployee.isPending}
              leftSection={<IconSend size={16} aria-hidden="true" />}
            >
              Send invitation
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
