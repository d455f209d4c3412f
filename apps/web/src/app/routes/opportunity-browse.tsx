import { OpportunityBrowsePage } from '@/features/opportunities/browse/opportunity-browse-page';

export { OpportunityBrowsePage as Component };
