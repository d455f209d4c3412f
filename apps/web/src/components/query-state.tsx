import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isApiError, NETWORK_ERROR_STATUS } from '@/lib/api-client';
import { PageLoader } from './page-loader';

/** What QueryState reads of a TanStack query (a `useQuery` or `useInfiniteQuery` result). */
export interface QueryStateSource<TData> {
  data: TData | undefined;
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryStateProps<TData> {
  query: QueryStateSource<TData>;
  /** What the query loads, as it reads in a sentence ('your account'): 'We could not load your account'. */
  what: string;
  /** Shown until the first data arrives: a skeleton of the screen; a page loader by default. */
  loading?: ReactNode;
  /** With `empty`: data that counts as nothing to show (an empty list). */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  /**
   * A failure the screen answers in its own way (404: a not-found page). Gets the standard alert,
   * to return as is, wrap (a container) or replace.
   */
  renderError?: (error: unknown, alert: ReactNode) => ReactNode;
  /**
   * When a later fetch fails while data is on screen, the data stays; with this set, the alert
   * ('We could not load more portfolios') shows above it too.
   */
  refetchErrorWhat?: string;
  children: (data: TData) => ReactNode;
}

interface QueryErrorProps {
  error: unknown;
  what: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/**
 * How a screen says its data did not load, with a Retry that fetches again. A 401 needs no alarm:
 * the re-login modal is already open over the page and the data loads again after it.
 */
function QueryError({ error, what, onRetry, isRetrying }: QueryErrorProps) {
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

/**
 * The one way a screen shows a query's state: loading (a skeleton), failed (an alert whose Retry
 * fetches again), empty, or its data. A failed background refetch keeps the data on screen, so
 * what the user is reading or editing never disappears under them.
 */
export function QueryState<TData>({
  query,
  what,
  loading = <PageLoader />,
  isEmpty,
  empty,
  renderError,
  refetchErrorWhat,
  children,
}: QueryStateProps<TData>) {
  const alert = (about: string) => (
    <QueryError
      error={query.error}
      what={about}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );

  if (query.data === undefined) {
    if (!query.isError) return <>{loading}</>;
    return <>{renderError ? renderError(query.error, alert(what)) : alert(what)}</>;
  }
  const content = empty !== undefined && isEmpty?.(query.data) ? empty : children(query.data);
  if (query.isError && refetchErrorWhat) {
    return (
      <>
        {alert(refetchErrorWhat)}
        {content}
      </>
    );
  }
  return <>{content}</>;
}
