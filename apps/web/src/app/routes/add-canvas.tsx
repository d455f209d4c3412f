import { AddCanvasPage } from '@/features/canvases/components/pages/add-canvas-page';

export { AddCanvasPage as Component };
