import type { EditorDraft } from '../../model/draft';

export type UpdateDraft = (updater: (draft: EditorDraft) => EditorDraft) => void;

export interface PanelProps {
  draft: EditorDraft;
  update: UpdateDraft;
}
