import { type MemberRole, memberRolesOf, type TeamChangeResult, teamRoleName } from '@canvas/shared';
import { Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { useChangeEmployeeRole } from '../api/change-employee-role';
import { editRoleError, type MyTeamCanvas, type TeamRow } from '../team-model';

interface EditRoleModalProps {
  opened: boolean;
  onClose: () => void;
  canvas: MyTeamCanvas;
  member: TeamRow;
  onChanged: (result: TeamChangeResult) => void;
}

interface RoleValues {
  role: MemberRole | null;
}

/** 'Edit role' (spec 3 "My Team"): a role of the canvas type; without one, 'Please choose a role'. */
export function EditRoleModal({ opened, onClose, canvas, member, onChanged }: EditRoleModalProps) {
  const change = useChangeEmployeeRole();
  const business = canvas.type === 'business';
  const roles = memberRolesOf(canvas.type);
  const form = useForm<RoleValues>({
    mode: 'controlled',
    initialValues: { role: member.role },
    validate: { role: editRoleError },
  });
  const { setValues } = form;
  // Each opening starts from the member's current role.
  useEffect(() => {
    if (opened) setValues({ role: member.role });
  }, [opened, member.role, setValues]);

  const close = () => {
    if (change.isPending) return;
    change.reset();
    onClose();
  };
  const submit = form.onSubmit(({ role }) => {
    if (!role) return;
    change.mutate(
      {
        canvasId: canvas.id,
        locationId: member.memberLocationId,
        employeeId: member.memberId,
        role,
        business,
      },
      {
        onSuccess: (result) => {
          change.reset();
          onClose();
          onChanged(result);
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title="Edit role" size={420}>
      <form onSubmit={submit} noValidate aria-label="Edit role">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Choose what <strong>{member.name}</strong> may do on this canvas.
          </Text>
          <Select
            label="Role"
            placeholder="Choose a role"
            data={roles.map((role) => ({ value: role, label: teamRoleName(role, business) }))}
            checkIconPosition="right"
            comboboxProps={{ withinPortal: true }}
            value={form.values.role}
            error={form.errors.role}
            onChange={(value) => form.setFieldValue('role', roles.find((role) => role === value) ?? null)}
          />
          <DialogActions>
            <Button variant="default" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Save
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
