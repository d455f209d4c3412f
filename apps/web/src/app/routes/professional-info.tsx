import { ProfessionalInfoPage } from '@/features/canvas-editor/components/professional-info-page';

export { ProfessionalInfoPage as Component };
