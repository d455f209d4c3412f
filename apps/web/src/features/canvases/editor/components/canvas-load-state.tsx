import type { Canvas, CanvasType } from '@canvas/shared';
import { Button } from '@mantine/core';
import { IconLock, IconMoodEmpty } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { StatusNotice as Notice, noticeWhenMissing } from '@/components/status-notice';
import { paths } from '@/lib/paths';

interface CanvasLoadStateProps {
  query: UseQueryResult<Canvas>;
  expectedType: CanvasType;
  skeleton: ReactNode;
  children: (canvas: Canvas) => ReactNode;
  /** What a reader who may not edit sees instead (default: a notice linking to the public page). */
  renderReadOnly?: (canvas: Canvas) => ReactNode;
}

/** Loading, failure, not-found and not-yours states of a canvas the editor opens. */
export function CanvasLoadState({
  query,
  expectedType,
  skeleton,
  children,
  renderReadOnly,
}: CanvasLoadStateProps) {
  // QueryState keeps the canvas on screen (and the editor's unsaved work) when a refetch fails.
  return (
    <QueryState
      query={query}
      what="this portfolio"
      loading={skeleton}
      renderError={noticeWhenMissing(notFoundNotice)}
    >
      {(canvas) => editableOr(canvas, expectedType, children, renderReadOnly)}
    </QueryState>
  );
}

const notFoundNotice = (
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

/** The editor, or why this canvas cannot be edited here. */
function editableOr(
  canvas: Canvas,
  expectedType: CanvasType,
  children: (canvas: Canvas) => ReactNode,
  renderReadOnly: ((canvas: Canvas) => ReactNode) | undefined,
): ReactNode {
  if (!canvas.canEdit) {
    if (renderReadOnly) return renderReadOnly(canvas);
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
    return (
      <Notice
        icon={<IconMoodEmpty size={28} aria-hidden="true" />}
        title={`This is a ${canvas.type} portfolio`}
        text={`It is edited in the ${canvas.type} editor.`}
        action={
          <Button component={Link} to={paths.canvasEditor[canvas.type].getHref(canvas.slug)} variant="light">
            Open the {canvas.type} editor
          </Button>
        }
      />
    );
  }
  return <>{children(canvas)}</>;
}
