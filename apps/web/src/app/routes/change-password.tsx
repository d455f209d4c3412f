import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ChangePasswordPage } from '@/features/auth/components/change-password-page';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

function ChangePasswordRoute() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  return (
    <ChangePasswordPage
      settingsHref={paths.settings}
      onChanged={(session) => {
        // The old token was revoked with every other session; the answer carries this device's new one.
        signIn(session);
        notifications.show({ color: 'teal', message: 'Your password was changed.' });
        navigate(paths.settings);
      }}
    />
  );
}

export { ChangePasswordRoute as Component };
