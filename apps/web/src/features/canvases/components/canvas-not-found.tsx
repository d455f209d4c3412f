import { messages } from '@canvas/shared';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrushArches } from '@/components/decor/brush-arches';
import { Eyebrow } from '@/components/eyebrow';
import { PageMeta } from '@/components/page-meta';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import classes from './canvas-not-found.module.css';

/** A missing, deleted or private canvas: a friendly dead end with ways forward. */
export function CanvasNotFound() {
  return (
    <section className={classes.wrap} aria-labelledby="canvas-not-found-title">
      <PageMeta title="Portfolio not found" description={messages.canvasNotFound} />
      <BrushArches className={classes.decor} />
      <Stack gap="md" align="center" className={classes.inner}>
        <Eyebrow>404</Eyebrow>
        <Title order={1} id="canvas-not-found-title" ta="center" className={classes.title}>
          This portfolio isn't here
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          {messages.canvasNotFound} It may have been made private, or the link may have a typo.
        </Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to={paths.browse.getHref('professional')}>
            Browse beauty professionals
          </Button>
          <Button component={Link} to={paths.home.getHref()} variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </section>
  );
}

/**
 * QueryState's `renderError` for a page showing one canvas: one that does not exist or is not the
 * viewer's to see is not found; any other failure is the standard alert, in the page's container.
 */
export function canvasPageError(error: unknown, alert: ReactNode): ReactNode {
  if (isApiError(error) && (error.status === 404 || error.status === 400)) return <CanvasNotFound />;
  return <Container py="xl">{alert}</Container>;
}
