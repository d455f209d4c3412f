import { messages, type TeamChangeResult } from '@canvas/shared';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconDots,
  IconEye,
  IconEyeOff,
  IconFileDownload,
  IconMailForward,
  IconMessage,
  IconTrash,
  IconUserCog,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAddEmployee } from '@/api/canvases/add-employee';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { apiUrl } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { apiPaths, paths } from '@/lib/paths';
import { useHideEmployee } from '../api/hide-employee';
import { teamKeys } from '../api/keys';
import { useRemoveEmployee } from '../api/remove-employee';
import { invitationToast, type MyTeamCanvas, memberCanvasRef, type TeamRow } from '../team-model';
import { EditRoleModal } from './edit-role-modal';

interface MemberActionsProps {
  canvas: MyTeamCanvas;
  member: TeamRow;
  canManage: boolean;
  canInvite: boolean;
  /** After a change; `self` when it was the reader's own membership. */
  onChanged: (self: boolean) => void;
  /** Opens the message composer for this member. */
  onMessage: (member: TeamRow) => void;
}

type Dialog = 'role' | 'remove' | 'resend' | null;

/** The member's public canvas as a PDF (spec 3 "Download pdf"), opened on the API host. */
function openMemberPdf(canvasId: number) {
  window.open(`${window.location.origin}${apiUrl(apiPaths.canvas.pdf(canvasId))}`, '_blank', 'noopener');
}

/**
 * A row's actions (spec 3 "My Team"): Message for editors writing to an accepted member (the
 * composer, as the chat area is not built yet); Download pdf and View for members with a public canvas;
 * Edit role and Remove for managers; Hide and Resend for pending invitees.
 */
export function MemberActions({
  canvas,
  member,
  canManage,
  canInvite,
  onChanged,
  onMessage,
}: MemberActionsProps) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const business = canvas.type === 'business';
  const remove = useRemoveEmployee();
  const hide = useHideEmployee();
  const resend = useAddEmployee();
  const canvasRef = memberCanvasRef(member);
  const done = (result: TeamChangeResult) => onChanged(result.self);

  const confirmRemove = () =>
    remove.mutate(
      { canvasId: canvas.id, locationId: member.memberLocationId, employeeId: member.memberId, business },
      {
        onSuccess: (result) => {
          notify.success(messages.teamMembersRemoved);
          setDialog(null);
          done(result);
        },
      },
    );
  const confirmResend = () => {
    if (!member.email) return;
    resend.mutate(
      {
        canvasId: canvas.id,
        locationId: member.memberLocationId,
        members: [{ email: member.email, role: member.role }],
        resendEmail: true,
        business,
      },
      {
        onSuccess: (result) => {
          notify.success(invitationToast(result));
          setDialog(null);
          // A resent invitation shows again if it was hidden.
          void queryClient.invalidateQueries({ queryKey: teamKeys.lists(canvas.id) });
          onChanged(false);
        },
      },
    );
  };
  const toggleHidden = () =>
    hide.mutate(
      { schoolId: canvas.id, memberId: member.memberId, hided: !member.hided, business },
      { onSuccess: done },
    );

  const items = [
    // Editors write to accepted members (POST /api/user/msg-email, msg_to_team); not to themselves.
    !member.pending && !member.isSelf && canInvite ? (
      <Menu.Item
        key="message"
        leftSection={<IconMessage size={16} aria-hidden="true" />}
        onClick={() => onMessage(member)}
      >
        Message
      </Menu.Item>
    ) : null,
    canvasRef && member.canvasId !== null ? (
      <Menu.Item
        key="pdf"
        leftSection={<IconFileDownload size={16} aria-hidden="true" />}
        onClick={() => member.canvasId !== null && openMemberPdf(member.canvasId)}
      >
        Download pdf
      </Menu.Item>
    ) : null,
    canvasRef ? (
      <Menu.Item
        key="view"
        component={Link}
        to={paths.canvas.getHref(canvasRef, { tabType: 'team' })}
        leftSection={<IconEye size={16} aria-hidden="true" />}
      >
        View
      </Menu.Item>
    ) : null,
    canManage ? (
      <Menu.Item
        key="role"
        leftSection={<IconUserCog size={16} aria-hidden="true" />}
        onClick={() => setDialog('role')}
      >
        Edit role
      </Menu.Item>
    ) : null,
    member.pending && canManage ? (
      <Menu.Item
        key="hide"
        leftSection={
          member.hided ? (
            <IconEye size={16} aria-hidden="true" />
          ) : (
            <IconEyeOff size={16} aria-hidden="true" />
          )
        }
        onClick={toggleHidden}
      >
        {member.hided ? 'Show' : 'Hide'}
      </Menu.Item>
    ) : null,
    member.pending && canInvite ? (
      <Menu.Item
        key="resend"
        leftSection={<IconMailForward size={16} aria-hidden="true" />}
        onClick={() => setDialog('resend')}
      >
        Resend
      </Menu.Item>
    ) : null,
    canManage ? (
      <Menu.Item
        key="remove"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={() => setDialog('remove')}
      >
        Remove
      </Menu.Item>
    ) : null,
  ].filter((item) => item !== null);

  if (items.length === 0) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${member.name}`}>
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>{items}</Menu.Dropdown>
      </Menu>
      <EditRoleModal
        opened={dialog === 'role'}
        onClose={() => setDialog(null)}
        canvas={canvas}
        member={member}
        onChanged={done}
      />
      <ConfirmDialog
        opened={dialog === 'remove'}
        onClose={() => setDialog(null)}
        onConfirm={confirmRemove}
        title={messages.removeConfirmTitle}
        confirmLabel="Remove"
        danger
        loading={remove.isPending}
      >
        {member.pending ? (
          <>
            Cancel the invitation of <strong>{member.name}</strong>? The link they were sent stops working.
          </>
        ) : (
          <>
            Remove <strong>{member.name}</strong> from your team? They lose access to this canvas.
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'resend'}
        onClose={() => setDialog(null)}
        onConfirm={confirmResend}
        title={messages.removeConfirmTitle}
        confirmLabel="Resend"
        loading={resend.isPending}
      >
        Send the invitation to <strong>{member.email}</strong> again? The earlier link stops working.
      </ConfirmDialog>
    </>
  );
}
