import { InvoicesPage } from '@/features/billing/components/invoices-page';

export { InvoicesPage as Component };
