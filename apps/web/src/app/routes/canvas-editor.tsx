import { useLocation } from 'react-router';
import { CanvasEditorPage } from '@/features/canvases/editor/components/canvas-editor-page';

/** /student-canvas[/:idOrSlug] and /professional-canvas[/:idOrSlug]: the type comes from the path. */
function CanvasEditorRoute() {
  const { pathname } = useLocation();
  const type = pathname.startsWith('/professional-canvas') ? 'professional' : 'student';
  return <CanvasEditorPage key={type} type={type} />;
}

export { CanvasEditorRoute as Component };
