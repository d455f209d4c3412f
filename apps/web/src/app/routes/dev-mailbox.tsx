import { MailboxPage } from '@/features/dev/components/mailbox-page';

function DevMailboxRoute() {
  return <MailboxPage />;
}

export { DevMailboxRoute as Component };
