import type { Canvas } from '@canvas/shared';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconMoodEmpty } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
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
  // QueryState keeps the canvas on screen (and the editor's unsaved work) when a refetch fails.
  return (
    <QueryState query={query} what="this portfolio" loading={skeleton} renderError={notFoundOr}>
      {(canvas) => editableOr(canvas, expectedType, children)}
    </QueryState>
  );
}

function notFoundOr(error: unknown, alert: ReactNode): ReactNode {
  if (isApiError(error) && (error.status === 404 || error.status === 403)) {
    return (
      <Notice
        icon={<IconMoodEmpty size={28} aria-hidden="true" />}
        title="We could not find this portfolio"
        text="It may have been deleted, or the link is not quite right."
        action={
          <Button component={Link} to={paths.myCanvases.getHref()} variant="light">
            Go to My Portfolios
          </Button>
        }
      />
    );
  }
  return alert;
}

/** The editor, or why this canvas cannot be edited here. */
function editableOr(
  canvas: Canvas,
  expectedType: PersonalCanvasType,
  children: (canvas: Canvas) => ReactNode,
): ReactNode {
  if (!canvas.canEdit) {
    return (
      <Notice
        icon={<IconLock size={28} aria-hidden="true" />}
        title="This portfolio is not yours to edit"
        text="You can still view it on its public page."
        action={
          <Button component={Link} to={paths.canvas.getHref(canvas.slug)} variant="light">
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
            <Button component={Link} to={paths.canvasEditor[otherType].getHref(canvas.slug)} variant="light">
              Open the {canvas.type} editor
            </Button>
          ) : (
            <Button component={Link} to={paths.myCanvases.getHref()} variant="light">
              Go to My Portfolios
            </Button>
          )
        }
      />
    );
  }
  return <>{children(canvas)}</>;
}
