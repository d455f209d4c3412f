import { NotificationsPage } from '@/features/notifications/components/notifications-page';

export { NotificationsPage as Component };
