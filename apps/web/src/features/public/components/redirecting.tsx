import { messages } from '@canvas/shared';
import { Center, Loader, Stack, Text } from '@mantine/core';

/** Spec 1 §2.5: the redirect screen shows a spinner while the browser moves on. */
export function Redirecting() {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader color="plum.6" aria-hidden="true" />
        <Text size="lg">{messages.redirecting}</Text>
      </Stack>
    </Center>
  );
}
