import { PublicCanvasPage } from '@/features/canvases/components/pages/public-canvas-page';

export { PublicCanvasPage as Component };
