import { useLocation } from 'react-router';
import { OrgEditorPage } from '@/features/canvases/org/editor/org-editor-page';

/** /business-canvas[/:idOrSlug] and /school-canvas[/:idOrSlug]: the type comes from the path. */
function OrgCanvasEditorRoute() {
  const { pathname } = useLocation();
  const type = pathname.startsWith('/school-canvas') ? 'school' : 'business';
  return <OrgEditorPage key={type} type={type} />;
}

export { OrgCanvasEditorRoute as Component };
