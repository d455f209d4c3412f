import { UpgradeStudentPage } from '@/features/canvases';

export { UpgradeStudentPage as Component };
