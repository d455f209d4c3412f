import { MyCanvasesPage } from '@/features/canvases';

export { MyCanvasesPage as Component };
