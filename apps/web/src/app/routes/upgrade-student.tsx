import { UpgradeStudentPage } from '@/features/canvases/components/pages/upgrade-student-page';

export { UpgradeStudentPage as Component };
