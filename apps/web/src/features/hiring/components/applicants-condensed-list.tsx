import { type ApplicantRow, messages } from '@canvas/shared';
import { Button, Checkbox, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatDate } from '@/lib/format';
import { applicantName } from '../applicants-model';
import { ApplicantActions } from './applicant-actions';
import { ApplicantName } from './applicant-name';
import { ApplicantStatusSelect } from './applicant-status-select';
import classes from './applicants.module.css';
import type { ApplicantListProps } from './applicants-table';

interface ApplicantsCondensedListProps extends ApplicantListProps {
  rows: ApplicantRow[];
  count: number;
  hasNextPage: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/**
 * Spec 3: at 1024 px and below the applicants are a list of cards, and scrolling to its end loads
 * the next page. The button under the list does the same for keyboard users and browsers without
 * IntersectionObserver.
 */
export function ApplicantsCondensedList({
  rows,
  count,
  hasNextPage,
  loadingMore,
  onLoadMore,
  competition,
  filtered,
  selected,
  onSelectedChange,
  onStatusChange,
  onMessage,
}: ApplicantsCondensedListProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;
  const canLoad = hasNextPage && !loadingMore;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore.current();
      },
      { rootMargin: '240px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoad]);

  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {filtered ? 'No applicants match these filters.' : messages.applicantsEmpty}
      </Text>
    );
  }

  const isSelected = (row: ApplicantRow) => selected.some((item) => item.applyId === row.applyId);
  const toggle = (row: ApplicantRow, checked: boolean) =>
    onSelectedChange(checked ? [...selected, row] : selected.filter((item) => item.applyId !== row.applyId));

  return (
    <Stack gap="sm">
      <Stack component="ul" gap="sm" aria-label="Applicants" p={0} m={0}>
        {rows.map((row) => (
          <Paper component="li" key={row.applyId} withBorder radius="lg" p="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <ApplicantName row={row} />
                {row.pending ? null : (
                  <Group gap={4} wrap="nowrap">
                    <Checkbox
                      size="md"
                      aria-label={`Select ${applicantName(row)}`}
                      checked={isSelected(row)}
                      onChange={(event) => toggle(row, event.currentTarget.checked)}
                    />
                    <ApplicantActions row={row} onMessage={onMessage} />
                  </Group>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {[row.location, row.phoneNumber, `Applied ${formatDate(row.applyDate)}`]
                  .filter((part) => part !== '')
                  .join(' · ')}
              </Text>
              <ApplicantStatusSelect
                row={row}
                competition={competition}
                onChange={onStatusChange}
                fullWidth
              />
            </Stack>
          </Paper>
        ))}
      </Stack>
      <div ref={sentinel} className={classes.sentinel} aria-hidden="true" />
      <Group justify="center" gap="sm">
        {hasNextPage ? (
          <Button variant="light" onClick={onLoadMore} loading={loadingMore}>
            Load more applicants
          </Button>
        ) : (
          <Text size="sm" c="dimmed" role="status">
            {`All ${count} ${count === 1 ? 'applicant' : 'applicants'} shown`}
          </Text>
        )}
        {loadingMore ? <Loader size="xs" type="dots" aria-hidden="true" /> : null}
      </Group>
    </Stack>
  );
}
