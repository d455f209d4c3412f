import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EmbedSnippet } from '@/components/embed-snippet/embed-snippet';
import { Eyebrow } from '@/components/eyebrow';
import { PageMeta } from '@/components/page-meta';
import { CopyableLink, ShareButtons, shareTargets } from '@/components/share-link';
import { paths } from '@/lib/paths';
import { useOpportunity } from '../api/get-opportunity';
import classes from './publish-success-page.module.css';

/** The public address of an opportunity, the one the poster copies and shares. */
export function opportunityShareUrl(origin: string, slug: string): string {
  return `${origin}${paths.opportunityDetail.getHref(slug)}`;
}

/** /opportunity-publish-success?id={slug}: the opportunity is live; copy and share its link. */
export function OpportunityPublishSuccessPage() {
  const [search] = useSearchParams();
  const slug = search.get('id') ?? '';
  // Its editors also get the embed panel (spec 3 "Posted Opportunities"); anyone else only the link.
  const opportunity = useOpportunity(slug || null);

  // 'Return to My Opportunity': the posted opportunities of its canvas on My Dashboard.
  const postedHref = paths.myDashboard.getHref({
    tabType: 'posted_opportunity',
    ...(opportunity.data ? { viewCanvas: opportunity.data.canvasId } : {}),
  });
  if (!slug) return <Navigate to={postedHref} replace />;

  const url = opportunityShareUrl(window.location.origin, slug);

  return (
    <section className={classes.page} aria-labelledby="opportunity-success-title">
      <PageMeta title="Opportunity published" description="Share your new opportunity." />
      <div className={classes.card}>
        <Stack gap="lg" align="center">
          <Eyebrow outlined>Published</Eyebrow>
          <Title order={1} id="opportunity-success-title" ta="center" className={classes.title}>
            Opportunity published successfully
          </Title>
          <Text ta="center" c="dimmed" maw={480}>
            Share the link with your network so the right people find it.
          </Text>

          <CopyableLink url={url} label="Opportunity link" />
          {/* Spec 3 "Publish success": share to Facebook and Twitter (X). */}
          <ShareButtons targets={shareTargets(url, 'A new opportunity on Canvas', ['facebook', 'x'])} />

          <Group justify="center" gap="sm" mt="sm" className={classes.next}>
            <Button component={Link} to={paths.opportunityDetail.getHref(slug)} size="md">
              View Opportunity
            </Button>
            <Button component={Link} to={postedHref} size="md" variant="default">
              Return to My Opportunity
            </Button>
          </Group>
        </Stack>
      </div>
      {opportunity.data?.canEdit ? (
        <section className={`${classes.card} ${classes.embed}`} aria-labelledby="opportunity-embed-title">
          <Stack gap="md">
            <Title order={2} size="h3" id="opportunity-embed-title">
              Embed on your website
            </Title>
            <EmbedSnippet
              slug={slug}
              title={`${opportunity.data.jobTitle?.name ?? 'Opportunity'} at ${opportunity.data.canvasName}`}
            />
          </Stack>
        </section>
      ) : null}
    </section>
  );
}
