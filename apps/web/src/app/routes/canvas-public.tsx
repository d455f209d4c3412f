import { PublicCanvasPage } from '@/features/canvases';

export { PublicCanvasPage as Component };
