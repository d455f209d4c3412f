import type { Canvas, CanvasLocation } from '@canvas/shared';
import { useEffect, useRef } from 'react';
import type { OrgDraft } from '../model/org-draft';

type UpdateDraft = (updater: (draft: OrgDraft) => OrgDraft) => void;

const memberIds = (canvas: Canvas): string[] =>
  canvas.detail.locations.flatMap((location) => location.members.map((member) => member.uuid));

/**
 * Invitations are sent at once (POST add-employee), not with the draft; the canvas is then read
 * again. A member the server has and the editor has never seen joins the draft's location, so the
 * next save sends it back rather than dropping it. A member the user removed was seen, so it stays
 * removed until the draft is saved.
 */
export function useInvitedMembers(canvas: Canvas, update: UpdateDraft) {
  const seen = useRef<Set<string> | null>(null);
  seen.current ??= new Set(memberIds(canvas));

  useEffect(() => {
    const known = seen.current;
    if (!known) return;
    const added = new Map<string, CanvasLocation['members']>();
    for (const location of canvas.detail.locations) {
      const fresh = location.members.filter((member) => !known.has(member.uuid));
      if (fresh.length > 0) added.set(location.uuid, fresh);
    }
    if (added.size === 0) return;
    for (const members of added.values()) for (const member of members) known.add(member.uuid);
    const join = (location: CanvasLocation): CanvasLocation => {
      const fresh = added.get(location.uuid) ?? [];
      const present = new Set(location.members.map((member) => member.uuid));
      const missing = fresh.filter((member) => !present.has(member.uuid));
      return missing.length > 0 ? { ...location, members: [...location.members, ...missing] } : location;
    };
    update((draft) => ({
      ...draft,
      defaultLocation: draft.defaultLocation ? join(draft.defaultLocation) : null,
      extraLocations: draft.extraLocations.map(join),
    }));
  }, [canvas, update]);
}
