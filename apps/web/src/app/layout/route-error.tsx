import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/**
 * Shown when a route fails to render or its code cannot be loaded (often a new release replaced
 * the old chunks): reloading fetches the current version.
 */
export function RouteError() {
  return (
    <Container size="sm" py={96}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed" size="lg">
          This page could not be shown. Reload to try again, or go back to the home page.
        </Text>
        <Group gap="sm">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to={paths.home.getHref()} variant="default" reloadDocument>
            Home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
