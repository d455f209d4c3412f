import { ProfessionalInfoPage } from '@/features/canvases/editor/components/professional-info-page';

export { ProfessionalInfoPage as Component };
