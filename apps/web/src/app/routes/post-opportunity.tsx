import { PostOpportunityPage } from '@/features/opportunities/components/post-opportunity-page';

export { PostOpportunityPage as Component };
