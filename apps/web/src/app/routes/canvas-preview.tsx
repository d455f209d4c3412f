import { useLocation } from 'react-router';
import { CanvasPreviewPage } from '@/features/canvases/components/pages/canvas-preview-page';

/** /student-canvas/preview/{id} and /professional-canvas/preview/{id}. */
function CanvasPreviewRoute() {
  const { pathname } = useLocation();
  return (
    <CanvasPreviewPage type={pathname.startsWith('/professional-canvas/') ? 'professional' : 'student'} />
  );
}

export { CanvasPreviewRoute as Component };
