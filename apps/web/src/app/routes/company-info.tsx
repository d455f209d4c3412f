import { CompanyInfoPage } from '@/features/canvases/org/info/company-info-page';

export { CompanyInfoPage as Component };
