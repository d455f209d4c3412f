import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandFacebookFilled, IconBrandGoogleFilled } from '@tabler/icons-react';
import { useAuthProviders } from '../api/get-auth-providers';

const providers = [
  { id: 'google', label: 'Continue with Google', icon: IconBrandGoogleFilled },
  { id: 'facebook', label: 'Continue with Facebook', icon: IconBrandFacebookFilled },
] as const;

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
      {providers.map((provider) =>
        data[provider.id] ? (
          <Button
            key={provider.id}
            component="a"
            href={startHref(provider.id)}
            variant="default"
            size="md"
            fullWidth
            leftSection={<provider.icon size={18} aria-hidden="true" />}
          >
            {provider.label}
          </Button>
        ) : null,
      )}
    </Stack>
  );
}
