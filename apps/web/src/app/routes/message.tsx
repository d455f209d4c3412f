import { MessagesPage } from '@/features/messages/components/messages-page';

export { MessagesPage as Component };
