import { Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '@/components/page-meta';
import { MyOpportunities } from '@/features/opportunities/my-opportunities/my-opportunities';

/**
 * /my-opportunities: the applicant's My Opportunities (spec 3) on a page of its own, where the
 * apply dialog's 'Back to My Applied Opportunities' leads. Issue 23's My Dashboard shows the same
 * list as its tab.
 */
function MyOpportunitiesPage() {
  return (
    <Stack gap="xl">
      <PageMeta title="My Opportunities" description="The opportunities you applied to, and their status." />
      <Stack gap={4}>
        <Title order={1}>My Opportunities</Title>
        <Text c="dimmed">
          The opportunities you applied to with your portfolio, and where each one stands.
        </Text>
      </Stack>
      <MyOpportunities />
    </Stack>
  );
}

export { MyOpportunitiesPage as Component };
