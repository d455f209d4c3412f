import type { Session } from '@canvas/shared';
import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSocialLogin } from '../api/social-login';

/** Back from Google or Facebook: the one-time ticket in the URL is exchanged for a session. */
export function SocialTicketExchange({
  ticket,
  platform,
  onSignedIn,
  onFailed,
}: {
  ticket: string;
  platform: 'google' | 'facebook';
  onSignedIn: (session: Session) => void;
  onFailed: (message: string | null) => void;
}) {
  const login = useSocialLogin();
  const sentRef = useRef<string | null>(null);
  useEffect(() => {
    if (sentRef.current === ticket) return;
    sentRef.current = ticket;
    login.mutate(
      { platformType: platform, ticket },
      { onSuccess: onSignedIn, onError: (error) => onFailed(error.message || null) },
    );
  }, [ticket, platform, login, onSignedIn, onFailed]);

  return (
    <Stack gap="md" align="center" py="xl" role="status">
      <Loader color="plum" />
      <Text fw={500}>Signing you in…</Text>
    </Stack>
  );
}
