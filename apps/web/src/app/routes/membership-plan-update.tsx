import { PlanUpdatePage } from '@/features/billing/components/plan-update-page';

export { PlanUpdatePage as Component };
