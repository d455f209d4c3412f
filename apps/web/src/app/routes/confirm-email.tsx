import { useSearchParams } from 'react-router';
import { ConfirmEmailPage } from '@/features/users/components/confirm-email-page';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  const { isSignedIn } = useSession();
  return (
    <ConfirmEmailPage
      token={searchParams.get('token')}
      continueHref={isSignedIn ? paths.settings.getHref() : paths.signIn.getHref()}
    />
  );
}

export { ConfirmEmailRoute as Component };
