import {
  type AddEmployeeResult,
  type Canvas,
  type CanvasInput,
  type MemberRole,
  normalizeCanvasInput,
} from '@canvas/shared';
import { useState } from 'react';
import { useAddEmployee } from '@/api/canvases/add-employee';
import { notify } from '@/lib/notify';
import { useAddScSalonId } from '../../api/add-sc-salon-id';
import { useCreateCanvas } from '../../api/create-canvas';
import { useUpdateCanvas } from '../../api/update-canvas';
import { invitationToast } from '../team/team-model';
import type { OrgCanvasType } from './info-model';

export interface LocationInvites {
  locationId: string;
  members: { email: string; role: MemberRole }[];
}

export interface InfoSaveExtras {
  /** The account (Sold to) number to store, or null for nothing new. */
  scSalonId: number | null;
  /** Employees to invite, per location (school step). */
  invites?: readonly LocationInvites[];
}

/**
 * Saving an info step: create the canvas (or update the one being edited), then store the account
 * number and send the invitations, which need the saved canvas. Those follow-ups never undo the
 * save: a failure is reported by the app's error toast and the flow goes on to the next step,
 * where the Details panel can invite again.
 */
export function useInfoSave(type: OrgCanvasType, canvas: Canvas | null) {
  const create = useCreateCanvas();
  const update = useUpdateCanvas();
  const addScSalonId = useAddScSalonId();
  const addEmployee = useAddEmployee();
  const [saving, setSaving] = useState(false);

  const save = async (
    input: CanvasInput,
    extras: InfoSaveExtras,
  ): Promise<{ id: number; slug: string } | null> => {
    setSaving(true);
    try {
      let saved: { id: number; slug: string };
      try {
        saved = canvas
          ? await update.mutateAsync({ id: canvas.id, input: normalizeCanvasInput(input) })
          : await create.mutateAsync(normalizeCanvasInput({ ...input, type }));
      } catch {
        // The app's error toast says why; the form keeps what was typed.
        return null;
      }
      if (extras.scSalonId !== null) {
        await addScSalonId
          .mutateAsync({ canvasId: saved.id, scSalonId: extras.scSalonId })
          .catch(() => undefined);
      }
      const invitations: AddEmployeeResult['invitations'] = [];
      for (const { locationId, members } of extras.invites ?? []) {
        if (members.length === 0) continue;
        try {
          const result = await addEmployee.mutateAsync({
            canvasId: saved.id,
            locationId,
            members,
            business: type === 'business',
          });
          invitations.push(...result.invitations);
        } catch {
          // Reported by the error toast; the other locations' invitations still go out.
        }
      }
      // One toast for the whole step, however many locations invited someone.
      if (invitations.length > 0) notify.success(invitationToast({ success: true, invitations }));
      return saved;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
