import { OpportunityDetailPage } from '@/features/opportunities/components/opportunity-detail-page';

export { OpportunityDetailPage as Component };
