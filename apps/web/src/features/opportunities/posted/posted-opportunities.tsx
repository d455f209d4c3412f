import { messages, type Opportunity } from '@canvas/shared';
import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { canvasKeys } from '@/api/canvases/keys';
import { useDuplicateOpportunity } from '@/api/opportunities/duplicate-opportunity';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmbedSnippetModal } from '@/components/embed-snippet/embed-snippet';
import { QueryState } from '@/components/query-state';
import { SiteLink } from '@/components/site-link';
import { SurfaceCard } from '@/components/surface-card';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSetOpportunityStatus } from '../api/set-opportunity-status';
import { POSTED_PAGE_SIZE, useDeleteOpportunity, usePostedOpportunities } from './posted-api';
import { opportunityTitle, PostedCard } from './posted-card';
import { postedStatusOf } from './posted-model';
import classes from './posted-opportunities.module.css';
import { ViewsChartModal } from './views-chart-modal';

/** What the tab needs of the dashboard's canvas. */
export interface PostedCanvas {
  id: number;
  type: 'business' | 'school' | 'student' | 'professional';
  /** The plan's quota (opportunities active now / allowed). */
  job: { now: number; max: number } | null;
  locations: ReadonlyArray<{ uuid: string; address: string }>;
}

const STATUS_TABS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;
type StatusTab = (typeof STATUS_TABS)[number]['value'];

const ALL_LOCATIONS = 'all';
/** Typing in the search asks again once the keys rest. */
export const POSTED_SEARCH_DEBOUNCE_MS = 300;

/**
 * Spec 3 "Posted Opportunities": the canvas's opportunities with the plan's usage, a location filter
 * (not for schools), a job title search and All / Active / Inactive; each card switches its status,
 * opens its applicants or its views chart, and has View, Edit, Copy embedded code, Duplicate, Delete.
 */
export function PostedOpportunities({ canvas }: { canvas: PostedCanvas }) {
  const queryClient = useQueryClient();
  const [location, setLocation] = useState(ALL_LOCATIONS);
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), POSTED_SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<StatusTab>('all');
  const [viewing, setViewing] = useState<Opportunity | null>(null);
  const [embedding, setEmbedding] = useState<Opportunity | null>(null);
  const [deleting, setDeleting] = useState<Opportunity | null>(null);
  const withLocations = canvas.type !== 'school';

  const query = usePostedOpportunities({
    canvasId: canvas.id,
    status,
    size: POSTED_PAGE_SIZE,
    ...(withLocations && location !== ALL_LOCATIONS ? { locationUuid: location } : {}),
    ...(debouncedKeyword ? { keyword: debouncedKeyword } : {}),
  });
  const setStatusOf = useSetOpportunityStatus();
  const duplicate = useDuplicateOpportunity();
  const remove = useDeleteOpportunity();
  // The quota's `now` moves with every status change, copy and removal.
  const refreshQuota = () => queryClient.invalidateQueries({ queryKey: canvasKeys.all });

  const toggle = (opportunity: Opportunity) => {
    if (postedStatusOf(opportunity) === 'Expired') return;
    setStatusOf.mutate(
      { id: opportunity.id, status: opportunity.status === 'public' ? 'private' : 'public' },
      { onSettled: refreshQuota },
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Title order={2} size="h3">
            Posted Opportunities
          </Title>
          {canvas.job ? (
            <Text size="sm" c="dimmed">
              {messages.postedUsage(canvas.job.now, canvas.job.max)}
            </Text>
          ) : null}
        </Stack>
        <Button
          component={SiteLink}
          to={paths.dashboardPostOpportunity.getHref({ id: canvas.id })}
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          Post Opportunity
        </Button>
      </Group>
      <Group gap="md" align="flex-end" className={classes.filters}>
        {withLocations ? (
          <Select
            label="Location"
            size="md"
            data={[
              { value: ALL_LOCATIONS, label: 'All' },
              ...canvas.locations.map((option) => ({
                value: option.uuid,
                label: option.address || 'Unnamed location',
              })),
            ]}
            value={location}
            allowDeselect={false}
            onChange={(value) => setLocation(value ?? ALL_LOCATIONS)}
          />
        ) : null}
        <TextInput
          label="Search"
          placeholder="Search job title"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
      </Group>
      <SegmentedControl
        aria-label="Status"
        data={[...STATUS_TABS]}
        value={status}
        onChange={(value) => setStatus(STATUS_TABS.find((tab) => tab.value === value)?.value ?? 'all')}
      />
      <QueryState
        query={query}
        what="your posted opportunities"
        isEmpty={(data) => data.list.length === 0}
        empty={
          <SurfaceCard>
            <Text ta="center" c="dimmed" py="lg">
              {messages.noPostedOpportunities}
            </Text>
          </SurfaceCard>
        }
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {data.list.map((opportunity) => (
              <PostedCard
                key={opportunity.id}
                opportunity={opportunity}
                canvasId={canvas.id}
                togglingId={setStatusOf.isPending ? (setStatusOf.variables?.id ?? null) : null}
                onToggleStatus={toggle}
                onViews={setViewing}
                onEmbed={setEmbedding}
                onDuplicate={(item) => duplicate.mutate(item.id, { onSuccess: refreshQuota })}
                onDelete={setDeleting}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <ViewsChartModal
        opportunity={viewing ? { id: viewing.id, title: opportunityTitle(viewing) } : null}
        onClose={() => setViewing(null)}
      />
      <EmbedSnippetModal
        opened={embedding !== null}
        onClose={() => setEmbedding(null)}
        slug={embedding?.slug ?? ''}
        title={embedding ? `${opportunityTitle(embedding)} at ${embedding.canvasName}` : ''}
      />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify.success({ id: 'opportunity-deleted', message: 'Opportunity deleted.' });
              setDeleting(null);
              void refreshQuota();
            },
          });
        }}
        title="Delete this opportunity?"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
      >
        <Text size="sm">
          <strong>{deleting ? opportunityTitle(deleting) : ''}</strong> is removed for good. This cannot be
          undone.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
