import type { CanvasType } from '@canvas/shared';

/** Placeholder until the page lands (issue 20). */
export function OrgEditorPage(_props: { type: Extract<CanvasType, 'business' | 'school'> }) {
  return null;
}
