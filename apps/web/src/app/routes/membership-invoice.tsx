import { InvoicePage } from '@/features/billing/components/invoice-page';

export { InvoicePage as Component };
