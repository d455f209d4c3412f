import { EducationInfoPage } from '@/features/canvas-editor/components/education-info-page';

export { EducationInfoPage as Component };
