import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { isApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';

interface LoadErrorProps {
  error: unknown;
  /** What failed to load, as it reads in a sentence: 'your account', 'your settings'. */
  what: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/**
 * The one way a screen says its data did not load. A 401 needs no alarm: the re-login modal is
 * already open over the page and the data loads again after it.
 */
export function LoadError({ error, what, onRetry, isRetrying = false }: LoadErrorProps) {
  if (isApiError(error) && error.status === 401) {
    return (
      <Text c="dimmed" py="xl">
        Sign in again to see {what}.
      </Text>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      title={`We could not load ${what}`}
      icon={<IconAlertCircle size={20} aria-hidden="true" />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {isApiError(error) && error.status === NETWORK_ERROR_STATUS
            ? 'Check your connection and try again.'
            : 'Please try again in a moment.'}
        </Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={isRetrying}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
