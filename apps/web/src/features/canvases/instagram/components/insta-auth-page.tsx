import { isSafeReturnPath, messages } from '@canvas/shared';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { IconBrandInstagram } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { useExchangeInstagramCode } from '../api/exchange-instagram-code';
import classes from './instagram.module.css';

export interface InstaAuthPageProps {
  code: string | null;
  state: string | null;
  /** Spec 1 §2.1: /insta-auth?from=…; used when the server does not know where to return. */
  from: string | null;
  /** Instagram's answer when the user cancelled (error=access_denied). */
  error: string | null;
  /** This page's own URL without its query: the redirect_uri Instagram was given. */
  redirectUri: string;
  /** Where to go when neither the connection nor `from` names a page. */
  fallbackPath: string;
  homePath: string;
}

/**
 * The Instagram return (spec 1 §2.1 /insta-auth; spec 2 §4): exchanges the code through the API,
 * then goes back to the editor the connection started from. Without its auth data it shows
 * 'some error, back to homepage' and goes home (spec 1 §8).
 */
export function InstaAuthPage({
  code,
  state,
  from,
  error,
  redirectUri,
  fallbackPath,
  homePath,
}: InstaAuthPageProps) {
  const navigate = useNavigate();
  const exchange = useExchangeInstagramCode();
  // Runs once: the state is single use, so a second exchange (React's development re-run) would fail.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const back = isSafeReturnPath(from) ? from : null;
    if (!code || !state || error) {
      notify.error({ id: 'instagram-auth-missing', message: messages.instagramAuthMissing });
      navigate(homePath, { replace: true });
      return;
    }
    exchange.mutate(
      { code, state, redirect_uri: redirectUri },
      {
        onSuccess: (result) => {
          notify.success({
            id: 'instagram-connected',
            title: messages.instagramConnected,
            message: `@${result.instagramHandle}`,
          });
          navigate(result.returnTo ?? back ?? fallbackPath, { replace: true });
        },
        // The server's message has been shown as a toast; return to where the user came from.
        onError: () => navigate(back ?? fallbackPath, { replace: true }),
      },
    );
  }, [code, state, from, error, redirectUri, fallbackPath, homePath, navigate, exchange]);

  return (
    <div className={classes.page}>
      <div className={classes.card}>
        <div className={classes.mark} aria-hidden="true">
          <IconBrandInstagram size={28} />
        </div>
        <Stack gap="xs" align="center" role="status" aria-live="polite">
          <Title order={1} size="h3">
            Connecting Instagram
          </Title>
          <Text c="dimmed" size="sm">
            Hold on while we link your account to your canvas.
          </Text>
          <Loader color="plum.6" type="dots" mt="sm" aria-label="Connecting Instagram" />
        </Stack>
      </div>
    </div>
  );
}
