import { InvitationPage } from '@/features/canvases/components/pages/invitation-page';

export { InvitationPage as Component };
