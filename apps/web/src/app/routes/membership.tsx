import { MembershipPage } from '@/features/billing/components/membership-page';

export { MembershipPage as Component };
