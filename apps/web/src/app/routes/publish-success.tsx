import { PublishSuccessPage } from '@/features/canvases/components/pages/publish-success-page';

export { PublishSuccessPage as Component };
