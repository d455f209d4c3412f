import { useLocation } from 'react-router';
import { OrgPreviewPage } from '@/features/canvases/org/editor/org-preview-page';

/** /business-canvas/preview/{slugOrId} and /school-canvas/preview/{slugOrId}. */
function OrgCanvasPreviewRoute() {
  const { pathname } = useLocation();
  return <OrgPreviewPage type={pathname.startsWith('/school-canvas/') ? 'school' : 'business'} />;
}

export { OrgCanvasPreviewRoute as Component };
