import {
  type AnyApplicantStatus,
  APPLICANT_DEFAULT_PAGE_SIZE,
  APPLICANT_PAGE_SIZES,
  type ApplicantRow,
  type ApplicantsResult,
  isScheduledStatus,
  messages,
} from '@canvas/shared';
import {
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  IconClockHour4,
  IconExternalLink,
  IconLock,
  IconMessage,
  IconSearch,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DataTableSort } from '@/components/data-table';
import { MessageModal } from '@/components/message-modal';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { isApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { notify } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useApplicantPages, useApplicants } from '../api/list-applicants';
import { sendApplicantsMessage } from '../api/send-applicants-message';
import { useSetApplicantStatus } from '../api/set-applicant-status';
import {
  ALL_STATUSES,
  applicantName,
  DEFAULT_SORT,
  responseTimeText,
  SORT_FIELD_OF_COLUMN,
  statusFilterOptions,
  statusLabel,
  statusOfFilter,
} from '../applicants-model';
import classes from './applicants.module.css';
import { ApplicantsCondensedList } from './applicants-condensed-list';
import { ApplicantsTable } from './applicants-table';
import { ScheduleDialog } from './schedule-dialog';

/** Spec 3: at 1024 px and below the applicants are a condensed list. */
export const APPLICANTS_CONDENSED_QUERY = '(max-width: 1024px)';

const SEARCH_DEBOUNCE_MS = 400;

const positiveId = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** The sort choices of the condensed list, where there are no column headers to click. */
const CONDENSED_SORTS = [
  { value: 'applyDate:desc', label: 'Newest first' },
  { value: 'applyDate:asc', label: 'Oldest first' },
  { value: 'location:asc', label: 'Location, A to Z' },
  { value: 'location:desc', label: 'Location, Z to A' },
  { value: 'status:asc', label: 'Status, ascending' },
  { value: 'status:desc', label: 'Status, descending' },
];

/**
 * /opportunity-applicants?canvasId=&id= (spec 3 "Opportunity applicants"): the pipeline of one
 * opportunity for its canvas's owner and admins (and platform admins): stat cards, filters, the
 * applicants with their status, and messages to them.
 */
export function ApplicantsPage() {
  const [params] = useSearchParams();
  const opportunityId = positiveId(params.get('id'));
  const canvasId = positiveId(params.get('canvasId'));
  const back = paths.myDashboard.getHref({
    tabType: 'posted_opportunity',
    viewCanvas: canvasId ?? undefined,
  });

  return (
    <Stack gap="lg">
      <Breadcrumbs separator="›">
        <Anchor component={Link} to={back} size="sm">
          Posted Opportunities
        </Anchor>
        <Text size="sm" c="dimmed">
          Applicants
        </Text>
      </Breadcrumbs>
      {opportunityId === null ? (
        <NotAllowed back={back} />
      ) : (
        <Pipeline opportunityId={opportunityId} back={back} />
      )}
    </Stack>
  );
}

/** A refusal (403) or an opportunity that is not there (404) reads the same: nothing to see here. */
function NotAllowed({ back }: { back: string }) {
  return (
    <SurfaceCard>
      <Stack align="center" gap="md" py="xl" ta="center">
        <IconLock size={40} aria-hidden="true" className={classes.emptyIcon} />
        <Title order={1} size="h3">
          You can't see these applicants
        </Title>
        <Text c="dimmed" maw={460}>
          Only the owner and the admins of the canvas that posted this opportunity see who applied.
        </Text>
        <Button component={Link} to={back} variant="light">
          Back to Posted Opportunities
        </Button>
      </Stack>
    </SurfaceCard>
  );
}

function Pipeline({ opportunityId, back }: { opportunityId: number; back: string }) {
  const { isAdmin } = useSession();
  const condensed = useMediaQuery(APPLICANTS_CONDENSED_QUERY) ?? false;
  const [status, setStatus] = useState<string>(ALL_STATUSES);
  const [size, setSize] = useState<number>(APPLICANT_DEFAULT_PAGE_SIZE);
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<DataTableSort<ApplicantRow>>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ApplicantRow[]>([]);
  const [messaging, setMessaging] = useState<ApplicantRow[] | null>(null);
  const [scheduling, setScheduling] = useState<{ row: ApplicantRow; status: AnyApplicantStatus } | null>(
    null,
  );
  const statusChange = useSetApplicantStatus();

  const base = {
    id: opportunityId,
    keyword: debouncedKeyword,
    size,
    orderBy: { field: SORT_FIELD_OF_COLUMN[sort.column] ?? 'applyDate', direction: sort.direction },
    ...(statusOfFilter(status) ? { status: statusOfFilter(status) } : {}),
  };
  const paged = useApplicants({ ...base, page }, !condensed);
  const pages = useApplicantPages(base, condensed);
  const query = condensed ? { ...pages, data: pages.data?.pages[0] } : paged;
  const filtered = debouncedKeyword !== '' || status !== ALL_STATUSES;

  const restart = () => {
    setPage(1);
    setSelected([]);
  };

  const save = (row: ApplicantRow, next: AnyApplicantStatus, scheduledAt?: string) =>
    statusChange.mutate(
      { opportunityId, applyId: row.applyId, status: next, ...(scheduledAt ? { scheduledAt } : {}) },
      {
        onSuccess: () => {
          setScheduling(null);
          notify.success({
            id: `applicant-status-${row.applyId}-${next}`,
            message: scheduledAt
              ? `${applicantName(row)} is invited: ${statusLabel(next)}.`
              : `${applicantName(row)} is now ${statusLabel(next)}.`,
          });
        },
      },
    );
  const changeStatus = (row: ApplicantRow, next: AnyApplicantStatus) => {
    if (isScheduledStatus(next)) setScheduling({ row, status: next });
    else save(row, next);
  };

  const listProps = {
    opportunityId,
    isAdmin,
    filtered,
    selected,
    onSelectedChange: setSelected,
    onStatusChange: changeStatus,
    onMessage: (row: ApplicantRow) => setMessaging([row]),
  };

  return (
    <QueryState
      query={query}
      what="the applicants"
      loading={<PipelineSkeleton />}
      renderError={(error, alert) =>
        isApiError(error) && (error.status === 403 || error.status === 404) ? (
          <NotAllowed back={back} />
        ) : (
          alert
        )
      }
    >
      {(data: ApplicantsResult) => (
        <Stack gap="lg">
          <Header data={data} opportunityId={opportunityId} />
          <StatCards data={data} />
          <SurfaceCard component="section" aria-label={data.competition ? 'Contestants' : 'Candidates'}>
            <Stack gap="md">
              <div className={classes.filters}>
                <Select
                  label="Status"
                  size="md"
                  className={classes.statusFilter}
                  data={statusFilterOptions(data.competition)}
                  value={status}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  maxDropdownHeight={320}
                  onChange={(value) => {
                    setStatus(value ?? ALL_STATUSES);
                    restart();
                  }}
                />
                <Select
                  label="Per page"
                  size="md"
                  className={classes.sizeFilter}
                  data={APPLICANT_PAGE_SIZES.map(String)}
                  value={String(size)}
                  allowDeselect={false}
                  comboboxProps={{ withinPortal: true }}
                  onChange={(value) => {
                    setSize(Number(value ?? APPLICANT_DEFAULT_PAGE_SIZE));
                    restart();
                  }}
                />
                <TextInput
                  label="Search"
                  placeholder="Search Applicant by name..."
                  className={classes.search}
                  leftSection={<IconSearch size={16} aria-hidden="true" />}
                  value={keyword}
                  onChange={(event) => {
                    setKeyword(event.currentTarget.value);
                    restart();
                  }}
                />
                {condensed ? (
                  <Select
                    label="Sort by"
                    size="md"
                    className={classes.sortFilter}
                    data={CONDENSED_SORTS}
                    value={`${sort.column}:${sort.direction}`}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    onChange={(value) => {
                      const [column, direction] = (value ?? 'applyDate:desc').split(':');
                      setSort({
                        column: (column ?? 'applyDate') as keyof ApplicantRow & string,
                        direction: direction === 'asc' ? 'asc' : 'desc',
                      });
                      restart();
                    }}
                  />
                ) : null}
              </div>
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconMessage size={16} aria-hidden="true" />}
                  disabled={selected.length === 0}
                  onClick={() => setMessaging(selected)}
                >
                  Message
                </Button>
                <Text size="sm" c="dimmed" role="status">
                  {selected.length > 0 ? `${selected.length} selected` : 'Select applicants to message them'}
                </Text>
              </Group>
              {condensed ? (
                <ApplicantsCondensedList
                  {...listProps}
                  competition={data.competition}
                  rows={pages.data?.pages.flatMap((one) => one.applicants.list) ?? []}
                  count={data.applicants.count}
                  hasNextPage={pages.hasNextPage}
                  loadingMore={pages.isFetchingNextPage}
                  onLoadMore={() => void pages.fetchNextPage()}
                />
              ) : (
                <ApplicantsTable
                  {...listProps}
                  competition={data.competition}
                  data={data.applicants}
                  page={page}
                  size={size}
                  onPageChange={(next) => {
                    setPage(next);
                    setSelected([]);
                  }}
                  sort={sort}
                  onSortChange={(next) => {
                    setSort(next);
                    restart();
                  }}
                  fetching={paged.isFetching}
                />
              )}
            </Stack>
          </SurfaceCard>
          <ScheduleDialog
            target={
              scheduling
                ? { name: applicantName(scheduling.row), statusLabel: statusLabel(scheduling.status) }
                : null
            }
            loading={statusChange.isPending}
            onClose={() => setScheduling(null)}
            onConfirm={(scheduledAt) => scheduling && save(scheduling.row, scheduling.status, scheduledAt)}
          />
          <MessageModal
            opened={messaging !== null}
            onClose={() => setMessaging(null)}
            recipientName={
              messaging?.length === 1 && messaging[0]
                ? applicantName(messaging[0])
                : `${messaging?.length ?? 0} applicants`
            }
            sentMessage={messages.applicantsEmailSent}
            onSend={async (msg) => {
              const result = await sendApplicantsMessage(
                opportunityId,
                (messaging ?? []).map((row) => row.userId),
                msg,
              );
              setSelected([]);
              return result;
            }}
          />
        </Stack>
      )}
    </QueryState>
  );
}

function Header({ data, opportunityId }: { data: ApplicantsResult; opportunityId: number }) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Group gap="xs">
        <IconUsers size={28} aria-hidden="true" className={classes.titleIcon} />
        <Title order={1} size="h2">
          {data.competition ? 'Contestants' : 'Candidates'}
        </Title>
      </Group>
      <Button
        component={Link}
        to={paths.opportunityDetail.getHref(String(opportunityId), { fromDashboard: true })}
        variant="light"
        rightSection={<IconExternalLink size={16} aria-hidden="true" />}
      >
        View opportunity
      </Button>
    </Group>
  );
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="lg" p="md" component="li">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} className={classes.statValue}>
        {formatCount(value)}
      </Text>
    </Paper>
  );
}

function StatCards({ data }: { data: ApplicantsResult }) {
  const { statistics } = data;
  return (
    <Stack gap="sm">
      <SimpleGrid component="ul" cols={{ base: 2, md: 4 }} spacing="sm" p={0} m={0} aria-label="Statistics">
        <StatCard label="No. Applicants" value={statistics.applyCount} />
        <StatCard label="Offer Total" value={statistics.offerCount} />
        <StatCard label="Interview" value={statistics.interviewCount} />
        <StatCard label="Opportunity Views" value={statistics.viewCount} />
      </SimpleGrid>
      {data.medianResponseHours !== null ? (
        <Badge
          variant="light"
          color="teal"
          size="lg"
          radius="sm"
          leftSection={<IconClockHour4 size={14} aria-hidden="true" />}
          tt="none"
        >
          {responseTimeText(data.medianResponseHours)}
        </Badge>
      ) : null}
    </Stack>
  );
}

function PipelineSkeleton(): ReactNode {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading the applicants">
      <Skeleton height={36} width={220} radius="md" />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={84} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton height={320} radius="lg" />
    </Stack>
  );
}
