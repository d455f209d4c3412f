import type { Canvas } from '@canvas/shared';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconMoodEmpty } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import type { PersonalCanvasType } from '../model/draft';

interface CanvasLoadStateProps {
  query: UseQueryResult<Canvas>;
  expectedType: PersonalCanvasType;
  skeleton: ReactNode;
  children: (canvas: Canvas) => ReactNode;
}

function Notice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="plum">
        {icon}
      </ThemeIcon>
      <Title order={2} fz="xl">
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}

/** Loading, failure, not-found and not-yours states of a canvas the editor opens. */
export function CanvasLoadState({ query, expectedType, skeleton, children }: CanvasLoadStateProps) {
  if (query.isPending) return <>{skeleton}</>;
  // A failed background refetch keeps the canvas already on screen (and the editor's unsaved work).
  if (query.isError && query.data === undefined) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 403)) {
      return (
        <Notice
          icon={<IconMoodEmpty size={28} aria-hidden="true" />}
          title="We could not find this portfolio"
          text="It may have been deleted, or the link is not quite right."
          action={
            <Button component={Link} to={paths.myCanvases} variant="light">
              Go to My Portfolios
            </Button>
          }
        />
      );
    }
    return (
      <LoadError
        error={query.error}
        what="this portfolio"
        onRetry={() => query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const canvas = query.data;
  if (canvas === undefined) return <>{skeleton}</>;
  if (!canvas.canEdit) {
    return (
      <Notice
        icon={<IconLock size={28} aria-hidden="true" />}
        title="This portfolio is not yours to edit"
        text="You can still view it on its public page."
        action={
          <Button component={Link} to={paths.canvas(canvas.slug)} variant="light">
            View portfolio
          </Button>
        }
      />
    );
  }
  if (canvas.type !== expectedType) {
    const otherType = canvas.type === 'student' || canvas.type === 'professional' ? canvas.type : null;
    return (
      <Notice
        icon={<IconMoodEmpty size={28} aria-hidden="true" />}
        title={`This is a ${canvas.type} portfolio`}
        text={`It is edited in the ${canvas.type} editor.`}
        action={
          otherType ? (
            <Button component={Link} to={paths.canvasEditor(otherType, canvas.slug)} variant="light">
              Open the {canvas.type} editor
            </Button>
          ) : (
            <Button component={Link} to={paths.myCanvases} variant="light">
              Go to My Portfolios
            </Button>
          )
        }
      />
    );
  }
  return <>{children(canvas)}</>;
}
