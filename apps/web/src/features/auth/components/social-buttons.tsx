import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebookFilled, IconBrandGoogleFilled } from '@tabler/icons-react';
import { useAuthProviders } from '../api/get-auth-providers';

/**
 * 'Continue with Google' and 'Continue with Facebook' (spec 1 §2.3), shown only for providers the
 * server has configured. They are plain links: the sign-in leaves the app for the provider.
 */
export function SocialButtons({ startHref }: { startHref: (provider: 'google' | 'facebook') => string }) {
  const { data } = useAuthProviders();
  if (!data || (!data.google && !data.facebook)) return null;
  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      {data.google ? (
        <Button
          component="a"
          href={startHref('google')}
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconBrandGoogleFilled size={18} aria-hidden="true" />}
        >
          Continue with Google
        </Button>
      ) : null}
      {data.facebook ? (
        <Button
          component="a"
          href={startHref('facebook')}
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconBrandFacebookFilled size={18} aria-hidden="true" />}
        >
          Continue with Facebook
        </Button>
      ) : null}
    </Stack>
  );
}
