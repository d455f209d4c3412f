import { messages } from '@canvas/shared';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { type FormWithFields, serverErrorField } from '@/lib/forms';

/** Why a form could not be submitted: the server's message for API errors, `fallback` otherwise. */
export function errorMessage(error: unknown, fallback: string = messages.internal): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

interface FormErrorProps {
  /**
   * A failed submit (a mutation's `error`): its message, or `fallback` when it has none. Nothing
   * when null, or when it names a field of `form`, which shows it under that field instead.
   */
  error?: unknown;
  form?: Pick<FormWithFields, 'getValues'>;
  fallback?: string;
  /** Or a message of the form's own: a rule it checks before sending anything. */
  children?: ReactNode;
}

/**
 * The one error line a form shows above its submit button: the server's refusal, or a rule the
 * whole form breaks. Renders nothing when there is nothing to say.
 */
export function FormError({ error, form, fallback, children }: FormErrorProps) {
  let content = children;
  if (content === undefined || content === null || content === false) {
    if (error === undefined || error === null) return null;
    if (form && serverErrorField(error, form) !== null) return null;
    content = errorMessage(error, fallback);
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      {content}
    </Alert>
  );
}
