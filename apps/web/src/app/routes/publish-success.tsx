import { PublishSuccessPage } from '@/features/canvases';

export { PublishSuccessPage as Component };
