import { EducationInfoPage } from '@/features/canvases/editor/components/education-info-page';

export { EducationInfoPage as Component };
