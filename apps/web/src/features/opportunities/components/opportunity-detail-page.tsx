import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isEmbeddedQuery, isQueryFlagOn } from '@/components/embed-snippet/embed-url';
import { NotFoundState } from '@/components/not-found-state';
import { PageLoader } from '@/components/page-loader';
import { QueryState } from '@/components/query-state';
import { SiteLink } from '@/components/site-link';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useOpportunity } from '../api/get-opportunity';
import { OpportunityDetail } from '../detail/opportunity-detail';

/** Expired and private opportunities answer 404 to everyone but their editors: one state for both. */
function NotFound() {
  return (
    <NotFoundState
      title="This opportunity is not available"
      titleId="opportunity-not-found-title"
      description="It may have expired, been filled or been taken down by its poster."
      meta={{ title: 'Opportunity not found', description: 'This opportunity is no longer available.' }}
      actions={
        <>
          <Button component={SiteLink} to={paths.opportunities.getHref()}>
            Browse opportunities
          </Button>
          <Button component={SiteLink} to={paths.home.getHref()} variant="default">
            Back to Canvas
          </Button>
        </>
      }
    />
  );
}

function detailError(error: unknown, alert: ReactNode) {
  if (isApiError(error) && (error.status === 404 || error.status === 403)) return <NotFound />;
  return (
    <Stack p="md" maw={720} mx="auto">
      {alert}
    </Stack>
  );
}

/**
 * /opportunity-detail/{slug} (spec 3 "Opportunity detail"). Flags: ?isEmbedded adds Back (the root
 * layout leaves out the site header and footer), ?is_preview adds Back to the editor and Publish,
 * ?from_dashboard adds Back, ?autoplay=true starts the featured video, ?hideCompany leaves out the
 * company (the embed snippet without 'Include Why Join Our Team').
 */
export function OpportunityDetailPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const query = useOpportunity(slug);
  const flags = {
    isEmbedded: isEmbeddedQuery(search),
    isPreview: isQueryFlagOn(search.get('is_preview')),
    fromDashboard: isQueryFlagOn(search.get('from_dashboard')),
    autoplay: search.get('autoplay') === 'true',
    hideCompany: isQueryFlagOn(search.get('hideCompany')),
  };
  return (
    <QueryState
      query={query}
      what="this opportunity"
      loading={<PageLoader label="Loading opportunity" />}
      renderError={detailError}
    >
      {(opportunity) => <OpportunityDetail opportunity={opportunity} flags={flags} />}
    </QueryState>
  );
}
