import type { OrgCanvasType, OrgDraft } from '../model/org-draft';

export type UpdateOrgDraft = (updater: (draft: OrgDraft) => OrgDraft) => void;

export interface OrgPanelProps {
  type: OrgCanvasType;
  draft: OrgDraft;
  update: UpdateOrgDraft;
}
