import { AddCanvasPage } from '@/features/canvases';

export { AddCanvasPage as Component };
