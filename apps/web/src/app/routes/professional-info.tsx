import { ProfessionalInfoPage } from '@/features/canvases';

export { ProfessionalInfoPage as Component };
