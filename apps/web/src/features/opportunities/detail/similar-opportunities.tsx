import { Skeleton, Stack, Title } from '@mantine/core';
import { OpportunityCard, OpportunityCardGrid } from '@/components/opportunity-card';
import { defineIsland } from '@/lib/define-island';
import { useSimilarOpportunities } from '../api/get-similar-opportunities';
import { updatedDaysAgo } from './detail-rules';
import classes from './opportunity-detail.module.css';

/** Similar opportunities under the detail; nothing shows when there are none or they fail to load. */
export function SimilarOpportunities({ id }: { id: number }) {
  const query = useSimilarOpportunities(id);
  if (query.isPending) {
    return (
      <Skeleton
        height={96}
        radius="lg"
        aria-label="Loading similar opportunities"
        className={classes.similarLoading}
      />
    );
  }
  const list = (query.data ?? []).filter((item) => item.id !== id);
  if (list.length === 0) return null;
  return (
    <Stack component="section" aria-label="Similar opportunities" gap="md">
      <Title order={2} size="h3">
        Similar opportunities
      </Title>
      <OpportunityCardGrid>
        {list.map((item) => (
          <OpportunityCard key={item.id} opportunity={item} footer={updatedDaysAgo(item.updatedAt)} />
        ))}
      </OpportunityCardGrid>
    </Stack>
  );
}

/** An island of the server-rendered page (issue 24): it fetches and draws once near the viewport. */
export const SimilarOpportunitiesIsland = defineIsland('opportunity-similar', SimilarOpportunities);
