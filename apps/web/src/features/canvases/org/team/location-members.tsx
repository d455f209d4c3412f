import { type CanvasMember, type CanvasType, type MemberRole, memberRolesOf } from '@canvas/shared';
import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconMailForward, IconTrash, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useAddEmployee } from '@/api/canvases/add-employee';
import { InitialsAvatar } from '@/components/initials-avatar';
import { notify } from '@/lib/notify';
import { RemoveEntryDialog } from '../../editor/components/entry-card';
import { InviteMemberModal } from './invite-member-modal';
import classes from './team.module.css';
import { invitationToast, isPendingMember, memberDisplayName, withRole } from './team-model';

export interface LocationMembersProps {
  type: CanvasType;
  /** The saved canvas; null before the first save (inviting needs a saved location). */
  canvasId: number | null;
  location: { uuid: string; address: string };
  members: readonly CanvasMember[];
  /**
   * A role changed or a member was removed: the new list, saved with the canvas (the server keeps
   * each member's permission in step with its role).
   */
  onChange: (members: CanvasMember[]) => void;
  /** View-only readers see the list without its controls. */
  readOnly?: boolean;
}

interface MemberRowProps {
  member: CanvasMember;
  roles: readonly MemberRole[];
  readOnly: boolean;
  resending: boolean;
  onRole: (role: MemberRole) => void;
  onResend: () => void;
  onRemove: () => void;
}

function MemberRow({ member, roles, readOnly, resending, onRole, onResend, onRemove }: MemberRowProps) {
  const name = memberDisplayName(member);
  const pending = isPendingMember(member);
  const showEmail = member.email && member.email !== name;
  return (
    <li className={classes.member}>
      <InitialsAvatar name={member.memberUser ?? name} email={member.email ?? ''} size={36} />
      <div className={classes.who}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} size="sm" className={classes.name}>
            {name}
          </Text>
          {pending ? (
            <Badge size="xs" variant="light" color="champagne">
              Pending
            </Badge>
          ) : null}
        </Group>
        {showEmail ? (
          <Text size="xs" c="dimmed" className={classes.name}>
            {member.email}
          </Text>
        ) : null}
      </div>
      <div className={classes.controls}>
        {readOnly ? (
          <Text size="sm" c="gray.7">
            {member.role}
          </Text>
        ) : (
          <>
            {pending && member.email ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconMailForward size={14} aria-hidden="true" />}
                loading={resending}
                onClick={onResend}
                aria-label={`Resend the invitation to ${member.email}`}
              >
                Resend
              </Button>
            ) : null}
            <Select
              size="xs"
              w={150}
              aria-label={`Role of ${name}`}
              data={[...roles]}
              value={member.role}
              allowDeselect={false}
              checkIconPosition="right"
              onChange={(value) => {
                const role = roles.find((candidate) => candidate === value);
                if (role) onRole(role);
              }}
            />
            <Tooltip label="Remove">
              <ActionIcon variant="subtle" color="gray" onClick={onRemove} aria-label={`Remove ${name}`}>
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * The team of one location (spec 2 §3 Member, §6): each member by name (or the invited email while
 * pending, with 'Resend'), their role, and removal after the spec's 'Comfirmation'; 'Invite' opens
 * the invite dialog. Role changes and removals go to `onChange` and are saved with the canvas;
 * invitations are sent at once.
 */
export function LocationMembers({
  type,
  canvasId,
  location,
  members,
  onChange,
  readOnly = false,
}: LocationMembersProps) {
  const roles = memberRolesOf(type);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<CanvasMember | null>(null);
  const resend = useAddEmployee();
  const resendingEmail = resend.isPending ? (resend.variables?.members[0]?.email ?? null) : null;

  const resendTo = async (member: CanvasMember) => {
    if (canvasId === null || !member.email) return;
    try {
      const result = await resend.mutateAsync({
        canvasId,
        locationId: location.uuid,
        members: [{ email: member.email, role: member.role }],
        resendEmail: true,
        business: type === 'business',
      });
      notify.success(invitationToast(result));
    } catch {
      // The app's error toast says why.
    }
  };

  const confirmRemove = () => {
    if (!removing) return;
    onChange(members.filter((member) => member.uuid !== removing.uuid));
    setRemoving(null);
  };

  return (
    <Stack gap="sm" className={classes.team}>
      <Group justify="space-between" gap="xs">
        <Group gap={6}>
          <IconUsers size={16} aria-hidden="true" className={classes.teamIcon} />
          <Text fw={600} size="sm">
            Team
          </Text>
          <Text size="xs" c="dimmed">
            {members.length === 1 ? '1 member' : `${members.length} members`}
          </Text>
        </Group>
        {readOnly ? null : (
          <Tooltip label="Save the canvas first" disabled={canvasId !== null}>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconUserPlus size={14} aria-hidden="true" />}
              onClick={() => setInviting(true)}
              disabled={canvasId === null}
            >
              Invite
            </Button>
          </Tooltip>
        )}
      </Group>
      {members.length === 0 ? (
        <Text size="sm" c="dimmed" className={classes.empty}>
          No one here yet. Invite your team by email: they join once they accept.
        </Text>
      ) : (
        <ul className={classes.members} aria-label={`Team at ${location.address || 'this location'}`}>
          {members.map((member) => (
            <MemberRow
              key={member.uuid}
              member={member}
              roles={roles}
              readOnly={readOnly}
              resending={resendingEmail !== null && resendingEmail === member.email}
              onRole={(role) =>
                onChange(
                  members.map((candidate) =>
                    candidate.uuid === member.uuid ? withRole(candidate, role) : candidate,
                  ),
                )
              }
              onResend={() => void resendTo(member)}
              onRemove={() => setRemoving(member)}
            />
          ))}
        </ul>
      )}
      {canvasId !== null ? (
        <InviteMemberModal
          opened={inviting}
          onClose={() => setInviting(false)}
          canvasId={canvasId}
          locationId={location.uuid}
          locationLabel={location.address || undefined}
          type={type}
        />
      ) : null}
      <RemoveEntryDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
      >
        Remove <strong>{removing ? memberDisplayName(removing) : ''}</strong> from this location? They lose
        access when the canvas is saved.
      </RemoveEntryDialog>
    </Stack>
  );
}
