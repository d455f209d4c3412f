import { SettingsPage } from '@/features/users/components/settings-page';
import { paths } from '@/lib/paths';

function SettingsRoute() {
  return <SettingsPage changePasswordHref={paths.changePassword.getHref()} />;
}

export { SettingsRoute as Component };
