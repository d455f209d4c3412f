import { messages } from '@canvas/shared';
import { Button, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotFoundState } from '@/components/not-found-state';
import { SiteLink } from '@/components/site-link';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** A missing, deleted or private canvas: a friendly dead end with ways forward. */
export function CanvasNotFound() {
  return (
    <NotFoundState
      title="This portfolio isn't here"
      titleId="canvas-not-found-title"
      description={`${messages.canvasNotFound} It may have been made private, or the link may have a typo.`}
      meta={{ title: 'Portfolio not found', description: messages.canvasNotFound }}
      actions={
        <>
          <Button component={SiteLink} to={paths.browse.getHref('professional')}>
            Browse beauty professionals
          </Button>
          <Button component={SiteLink} to={paths.home.getHref()} variant="default">
            Go to the home page
          </Button>
        </>
      }
    />
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
