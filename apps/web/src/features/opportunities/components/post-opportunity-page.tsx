import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { paths } from '@/lib/paths';
import { useOpportunity } from '../api/get-opportunity';
import { usePosterCanvas } from '../api/get-poster-canvas';
import { CanvasPicker } from '../post/canvas-picker';
import { OpportunityForm } from '../post/opportunity-form';
import classes from './post-opportunity-page.module.css';

const positiveId = (value: string | null): number | null => {
  const parsed = Number(value);
  return value && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
};

/**
 * Spec 3 "Post Job Opportunity" at its four addresses: `?id={canvasId}` posts for that canvas,
 * `?is_edit=1&opportunityId=` edits one, and without either the user picks a canvas first.
 */
export function PostOpportunityPage() {
  const [search, setSearch] = useSearchParams();
  const editId = search.get('is_edit') === '1' ? positiveId(search.get('opportunityId')) : null;
  const opportunity = useOpportunity(editId);
  const canvasId = editId !== null ? (opportunity.data?.canvasId ?? null) : positiveId(search.get('id'));
  const canvas = usePosterCanvas(canvasId);
  const heading = editId !== null ? 'Edit Opportunity' : 'Post New Opportunity';

  const body = () => {
    if (editId !== null && opportunity.data === undefined)
      return (
        <QueryState query={opportunity} what="this opportunity">
          {() => null}
        </QueryState>
      );
    if (canvasId === null)
      return (
        <CanvasPicker
          onPick={(id) =>
            setSearch((current) => {
              const next = new URLSearchParams(current);
              next.set('id', String(id));
              return next;
            })
          }
        />
      );
    return (
      <QueryState query={canvas} what="the canvas">
        {(loaded) => (
          <OpportunityForm
            key={`${loaded.id}:${editId ?? 'new'}`}
            canvas={loaded}
            opportunity={opportunity.data ?? null}
          />
        )}
      </QueryState>
    );
  };

  return (
    <div className={classes.page}>
      <PageMeta title={heading} description="Post a job opportunity for your business or school." />
      <Stack gap="lg">
        <Stack gap={6}>
          <Breadcrumbs>
            <Anchor
              component={Link}
              to={paths.myDashboard.getHref({
                tabType: 'posted_opportunity',
                ...(canvasId === null ? {} : { viewCanvas: canvasId }),
              })}
              size="sm"
            >
              Posted opportunity
            </Anchor>
            <Text size="sm">{heading}</Text>
          </Breadcrumbs>
          <Title order={1} className={classes.title}>
            {heading}
          </Title>
        </Stack>
        {body()}
      </Stack>
    </div>
  );
}
