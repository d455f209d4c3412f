import { useNavigate } from 'react-router';
import { ChangePasswordPage } from '@/features/auth/components/change-password-page';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

function ChangePasswordRoute() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  return (
    <ChangePasswordPage
      settingsHref={paths.settings.getHref()}
      onChanged={(session) => {
        // The old token was revoked with every other session; the answer carries this device's new one.
        signIn(session);
        notify.success('Your password was changed.');
        navigate(paths.settings.getHref());
      }}
    />
  );
}

export { ChangePasswordRoute as Component };
