import { messages } from '@canvas/shared';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError } from '@/lib/api-client';

/** Why a form could not be submitted: the server's message for API errors, a generic one otherwise. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : messages.internal;
}

/** The one error line a form shows above its submit button. */
export function FormError({ children }: { children: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      {children}
    </Alert>
  );
}
