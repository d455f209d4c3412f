import { MyCanvasesPage } from '@/features/canvases/components/pages/my-canvases-page';

export { MyCanvasesPage as Component };
