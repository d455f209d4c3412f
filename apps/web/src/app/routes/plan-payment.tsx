import { useLocation } from 'react-router';
import { PlanPaymentPage } from '@/features/canvases/components/pages/plan-payment-page';

/** /business-payment/{slug} and /school-payment/{slug} (spec 2 route table; billing builds the payment). */
function PlanPaymentRoute() {
  const { pathname } = useLocation();
  return <PlanPaymentPage type={pathname.startsWith('/school-payment/') ? 'school' : 'business'} />;
}

export { PlanPaymentRoute as Component };
