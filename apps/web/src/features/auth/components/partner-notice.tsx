import { messages } from '@canvas/shared';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { FormError } from '@/components/form-error';
import { useAuthorizePartner } from '../api/authorize-partner';
import { AuthCardHeader } from './auth-layout';

/** Above the form when a partner site asked for the sign-in. */
export function PartnerNotice({ name }: { name: string }) {
  return (
    <Alert color="plum" variant="light" icon={<IconPlugConnected size={18} aria-hidden="true" />}>
      Sign in to continue to <strong>{name}</strong>. Canvas sends you back there when you are done.
    </Alert>
  );
}

/** An unknown partner or redirect URI: 'Login failed', and the browser is never sent anywhere. */
export function PartnerRefused() {
  return (
    <Stack gap="lg">
      <AuthCardHeader title={messages.oauthLoginFailed} />
      <FormError>
        This sign-in link does not come from a site registered with Canvas, so we cannot send you back to it.
      </FormError>
    </Stack>
  );
}

export function PartnerLoading() {
  return (
    <Stack align="center" py="xl" role="status">
      <Loader color="plum" />
      <Text fw={500}>Checking the sign-in request…</Text>
    </Stack>
  );
}

/** Already signed in: continue to the partner as the current user, or use another account. */
export function PartnerContinue({
  name,
  email,
  partner,
  onUseAnother,
}: {
  name: string;
  email: string;
  partner: {
    redirectUri: string;
    state: string;
    clientId: string | null;
    onAuthorized: (url: string) => void;
  };
  onUseAnother: () => void;
}) {
  const authorize = useAuthorizePartner();
  return (
    <Stack gap="lg">
      <AuthCardHeader title={`Continue to ${name}`} description={`You are signed in as ${email}.`} />
      <FormError error={authorize.error} fallback={messages.oauthLoginFailed} />
      <Button
        size="md"
        fullWidth
        loading={authorize.isPending}
        onClick={() =>
          authorize.mutate(
            {
              redirect_uri: partner.redirectUri,
              state: partner.state,
              client_id: partner.clientId ?? undefined,
            },
            { onSuccess: (result) => partner.onAuthorized(result.redirect_to) },
          )
        }
      >
        Continue as {email}
      </Button>
      <Button variant="subtle" size="md" fullWidth onClick={onUseAnother}>
        Use another account
      </Button>
    </Stack>
  );
}
