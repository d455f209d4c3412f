import { SchoolInfoPage } from '@/features/canvases/org/info/school-info-page';

export { SchoolInfoPage as Component };
