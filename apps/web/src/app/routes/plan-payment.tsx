import { useLocation } from 'react-router';
import { PlanPurchasePage } from '@/features/billing/components/purchase/plan-purchase-page';

/** /business-payment/{slug} and /school-payment/{slug} (spec 2 route table; spec 3 §4 "Plan purchase"). */
function PlanPaymentRoute() {
  const { pathname } = useLocation();
  return <PlanPurchasePage type={pathname.startsWith('/school-payment/') ? 'school' : 'business'} />;
}

export { PlanPaymentRoute as Component };
