import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';

/** Why a screen shows no content (not found, not yours, already done) and where to go instead. */
export function StatusNotice({
  icon,
  title,
  text,
  action,
  textWidth = 420,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  textWidth?: number;
}) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="plum">
        {icon}
      </ThemeIcon>
      <Title order={2} fz="xl">
        {title}
      </Title>
      <Text c="dimmed" maw={textWidth}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}

/**
 * A QueryState `renderError` that answers a missing record with `notice`. 403 reads as missing too:
 * the API answers it for a record the reader may not see, and saying so would confirm it exists.
 */
export const noticeWhenMissing =
  (notice: ReactNode) =>
  (error: unknown, alert: ReactNode): ReactNode =>
    isApiError(error) && (error.status === 404 || error.status === 403) ? notice : alert;
