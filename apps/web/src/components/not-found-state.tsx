import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrushArches } from '@/components/decor/brush-arches';
import { Eyebrow } from '@/components/eyebrow';
import { PageMeta } from '@/components/page-meta';
import classes from './not-found-state.module.css';

interface NotFoundStateProps {
  /** The page's heading; `titleId` names the section by it. */
  title: string;
  titleId: string;
  description: ReactNode;
  /** The ways forward: a primary button, then a default one. */
  actions: ReactNode;
  /** The document's title and description. */
  meta: { title: string; description: string };
}

/**
 * A page that is not there (a missing, private or expired canvas or opportunity): a friendly dead
 * end over the whole first screen, with ways forward. One look for every such page.
 */
export function NotFoundState({ title, titleId, description, actions, meta }: NotFoundStateProps) {
  return (
    <section className={classes.wrap} aria-labelledby={titleId}>
      <PageMeta title={meta.title} description={meta.description} />
      <BrushArches className={classes.decor} />
      <Stack gap="md" align="center" className={classes.inner}>
        <Eyebrow>404</Eyebrow>
        <Title order={1} id={titleId} ta="center" className={classes.title}>
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          {description}
        </Text>
        <Group justify="center" mt="sm">
          {actions}
        </Group>
      </Stack>
    </section>
  );
}
