import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useCanvas } from '../../api/get-canvas';
import { EditorSkeleton } from '../../editor/components/canvas-editor-page';
import { CanvasLoadState } from '../../editor/components/canvas-load-state';
import { OrgEditorWorkspace } from './components/org-editor-workspace';
import { OrgReadOnlyNotice } from './components/read-only-notice';
import type { OrgCanvasType } from './model/org-draft';

/**
 * /business-canvas/{id|slug} and /school-canvas/{id|slug} (spec 2 "Business and school editor"):
 * the owner's, an editing member's, or an admin's (by id, from the admin dashboards) editor; a
 * view-only member gets a notice instead. The info step creates these canvases, so an address
 * without an id goes there.
 */
export function OrgEditorPage({ type }: { type: OrgCanvasType }) {
  const { idOrSlug } = useParams();
  const [params] = useSearchParams();
  const fromPost = params.get('fromPost') === 'true';
  const query = useCanvas(idOrSlug);

  if (!idOrSlug) {
    const infoStep =
      type === 'business' ? paths.companyInfo.getHref({ fromPost }) : paths.schoolInfo.getHref();
    return <Navigate to={infoStep} replace />;
  }

  return (
    <CanvasLoadState
      query={query}
      expectedType={type}
      skeleton={<EditorSkeleton />}
      renderReadOnly={(canvas) => <OrgReadOnlyNotice canvas={canvas} type={type} />}
    >
      {(canvas) => <OrgEditorWorkspace key={canvas.id} type={type} canvas={canvas} fromPost={fromPost} />}
    </CanvasLoadState>
  );
}
