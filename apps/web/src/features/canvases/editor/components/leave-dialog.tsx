import { messages } from '@canvas/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';

export interface LeaveQuestion {
  isAsking: boolean;
  confirm: () => void;
  stay: () => void;
}

/**
 * Asked when the user goes to another page of the app and the save that should have gone first
 * failed (useSaveOnLeave): leave without the changes, or stay, where the header offers a retry.
 */
export function LeaveDialog({ leave }: { leave: LeaveQuestion }) {
  return (
    <ConfirmDialog
      opened={leave.isAsking}
      onClose={leave.stay}
      onConfirm={leave.confirm}
      title={messages.editorLeaveTitle}
      confirmLabel={messages.editorLeaveConfirm}
      cancelLabel={messages.editorLeaveStay}
      danger
    >
      {messages.editorLeaveBody}
    </ConfirmDialog>
  );
}
