import { BillingUpdatePage } from '@/features/billing/components/billing-update-page';

export { BillingUpdatePage as Component };
