import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** 'By signing in / creating an account you agree to the Terms of Use and Privacy Policy.' */
export function TermsNotice({
  action,
  termsHref,
  privacyHref,
}: {
  action: 'signing in' | 'creating an account';
  termsHref: string;
  privacyHref: string;
}) {
  return (
    <Text size="xs" c="dimmed" ta="center" lh={1.6}>
      {`By ${action} you agree to the `}
      <Anchor component={Link} to={termsHref} inherit underline="always">
        Terms of Use
      </Anchor>{' '}
      and{' '}
      <Anchor component={Link} to={privacyHref} inherit underline="always">
        Privacy Policy
      </Anchor>
      .
    </Text>
  );
}
