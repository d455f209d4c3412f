import { EducationInfoPage } from '@/features/canvases';

export { EducationInfoPage as Component };
