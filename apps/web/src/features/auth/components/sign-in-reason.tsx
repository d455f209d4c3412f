import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** Above the form: why this page asked for a sign-in ('Sign in to save Maya Lopez'). */
export function SignInReason({ reason }: { reason: string }) {
  return (
    <Alert color="plum" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} role="status">
      {reason}
    </Alert>
  );
}
