import { OpportunityPublishSuccessPage } from '@/features/opportunities/components/publish-success-page';

export { OpportunityPublishSuccessPage as Component };
