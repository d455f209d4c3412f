import {
  Checkbox,
  Group,
  Loader,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import tableCss from '@mantine/core/styles/Table.css?inline';
import { useMediaQuery } from '@mantine/hooks';
import { type DataTableSortStatus, DataTable as MantineDataTable } from 'mantine-datatable';
import dataTableCss from 'mantine-datatable/styles.css?inline';
import { type ReactNode, useInsertionEffect } from 'react';

/** At this width and below, each row becomes a card of label/value pairs. */
export const DATA_TABLE_PHONE_QUERY = '(max-width: 600px)';
/**
 * Spec 3 §9's mobile breakpoint (1024 px): a wide dashboard table beside the sidebar has too little
 * room below it, so such a table asks for cards from here (`cardsQuery`).
 */
export const DATA_TABLE_NARROW_QUERY = '(max-width: 1024px)';

export interface DataTableColumn<T> {
  accessor: keyof T & string;
  title: string;
  sortable?: boolean;
  /** The cell; the record's value as text by default. */
  render?: (record: T) => ReactNode;
  textAlign?: 'left' | 'center' | 'right';
  width?: number | string;
}

export interface DataTableSort<T> {
  column: keyof T & string;
  direction: 'asc' | 'desc';
}

/** One page of a list, as every list endpoint answers it (`page`, `size` in; `{ list, count }` out). */
export interface DataTablePage<T> {
  list: T[];
  count: number;
}

export interface DataTableProps<T> {
  /** What the table lists ('Applicants'): it names the table. */
  label: string;
  columns: DataTableColumn<T>[];
  /** The current page; undefined while the first one loads. */
  data: DataTablePage<T> | undefined;
  idAccessor: keyof T & string;
  /** Names a row for assistive technology ('Select Maya Robinson') and heads its card on phones. */
  rowLabel: (record: T) => string;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  sort?: DataTableSort<T>;
  onSortChange?: (sort: DataTableSort<T>) => void;
  /** With `onSelectedChange`: rows get checkboxes, and the header one selects the page. */
  selected?: T[];
  onSelectedChange?: (records: T[]) => void;
  /** Rows that may not be selected (a pending invitee) get a disabled checkbox. */
  isRowSelectable?: (record: T) => boolean;
  /** A later page or sort is loading: the rows on screen stay, dimmed. */
  fetching?: boolean;
  emptyText?: string;
  /** The media query under which rows become cards; phones by default. */
  cardsQuery?: string;
}

const STYLE_ELEMENT_ID = 'data-table-styles';

/**
 * The table's CSS arrives with its chunk, not in the app's stylesheet: the prerendered public pages
 * load that stylesheet whole at the first interaction, and have no table. Mantine's Table rules go
 * first, then mantine-datatable's, after everything the stylesheet already holds.
 */
function useTableStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ELEMENT_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ELEMENT_ID;
    style.textContent = `${tableCss}\n${dataTableCss}`;
    document.head.append(style);
  }, []);
}

function cellText<T>(record: T, column: DataTableColumn<T>): ReactNode {
  if (column.render) return column.render(record);
  const value = record[column.accessor];
  return value === null || value === undefined ? '' : String(value);
}

const PAGINATION_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

const isSame = <T,>(a: T, b: T, idAccessor: keyof T) => a[idAccessor] === b[idAccessor];

/**
 * The one data table of the dashboards (mantine-datatable): sortable columns, selectable rows,
 * server paging and loading/empty states; on phones a list of cards, one per row.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  useTableStyles();
  const asCards = useMediaQuery(props.cardsQuery ?? DATA_TABLE_PHONE_QUERY);
  return asCards ? <CardList {...props} /> : <Table {...props} />;
}

function Table<T>({
  label,
  columns,
  data,
  idAccessor,
  rowLabel,
  page,
  size,
  onPageChange,
  sort,
  onSortChange,
  selected,
  onSelectedChange,
  isRowSelectable,
  fetching = false,
  emptyText = 'Nothing here yet',
}: DataTableProps<T>) {
  const sortProps =
    sort && onSortChange
      ? {
          sortStatus: { columnAccessor: sort.column, direction: sort.direction } as DataTableSortStatus<T>,
          onSortStatusChange: (status: DataTableSortStatus<T>) =>
            onSortChange({
              column: String(status.columnAccessor) as keyof T & string,
              direction: status.direction,
            }),
        }
      : {};
  const selectionProps =
    selected && onSelectedChange
      ? {
          selectedRecords: selected,
          onSelectedRecordsChange: onSelectedChange,
          allRecordsSelectionCheckboxProps: { 'aria-label': 'Select every row on this page' },
          getRecordSelectionCheckboxProps: (record: T) => ({ 'aria-label': `Select ${rowLabel(record)}` }),
          ...(isRowSelectable ? { isRecordSelectable: (record: T) => isRowSelectable(record) } : {}),
        }
      : {};
  const records = data?.list ?? [];
  return (
    <MantineDataTable<T>
      aria-label={label}
      withTableBorder
      borderRadius="lg"
      highlightOnHover
      minHeight={records.length === 0 ? 200 : undefined}
      columns={columns.map((column) => ({
        accessor: column.accessor,
        title: column.title,
        sortable: column.sortable,
        textAlign: column.textAlign,
        width: column.width,
        render: (record: T) => cellText(record, column),
      }))}
      records={records}
      idAccessor={idAccessor}
      fetching={fetching || data === undefined}
      loadingText="Loading…"
      customLoader={
        <Loader type="dots" color="plum.6" role="status" aria-label={`Loading ${label.toLowerCase()}`} />
      }
      noRecordsText={emptyText}
      totalRecords={data?.count ?? 0}
      recordsPerPage={size}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
      getPaginationControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
      getPaginationItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      {...sortProps}
      {...selectionProps}
    />
  );
}

function CardList<T>({
  label,
  columns,
  data,
  idAccessor,
  rowLabel,
  page,
  size,
  onPageChange,
  sort,
  onSortChange,
  selected,
  onSelectedChange,
  isRowSelectable = () => true,
  fetching = false,
  emptyText = 'Nothing here yet',
}: DataTableProps<T>) {
  const sortable = columns.filter((column) => column.sortable);
  const totalPages = Math.max(1, Math.ceil((data?.count ?? 0) / size));
  const isSelected = (record: T) => selected?.some((item) => isSame(item, record, idAccessor)) ?? false;
  const toggle = (record: T, checked: boolean) => {
    if (!selected || !onSelectedChange) return;
    onSelectedChange(
      checked ? [...selected, record] : selected.filter((item) => !isSame(item, record, idAccessor)),
    );
  };
  const list = data?.list ?? [];
  const selectable = list.filter(isRowSelectable);
  const allSelected = selectable.length > 0 && selectable.every(isSelected);

  let body: ReactNode;
  if (data === undefined) {
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        <Skeleton height={120} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </Stack>
    );
  } else if (list.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  } else {
    body = (
      <Stack component="ul" gap="sm" aria-label={label} aria-busy={fetching || undefined} p={0} m={0}>
        {list.map((record) => (
          <Paper
            component="li"
            key={String(record[idAccessor])}
            withBorder
            radius="lg"
            p="md"
            opacity={fetching ? 0.6 : 1}
          >
            <Group justify="space-between" wrap="nowrap" mb="xs">
              {/* A long unbroken label (an invitee's email) wraps instead of widening the page. */}
              <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                {rowLabel(record)}
              </Text>
              {selected && onSelectedChange ? (
                <Checkbox
                  aria-label={`Select ${rowLabel(record)}`}
                  disabled={!isRowSelectable(record)}
                  checked={isSelected(record)}
                  onChange={(event) => toggle(record, event.currentTarget.checked)}
                />
              ) : null}
            </Group>
            <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing={4} m={0}>
              {columns.map((column) => [
                <Text key={`${column.accessor}-label`} component="dt" size="sm" c="dimmed">
                  {column.title}
                </Text>,
                <Text
                  key={`${column.accessor}-value`}
                  component="dd"
                  size="sm"
                  m={0}
                  miw={0}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {cellText(record, column)}
                </Text>,
              ])}
            </SimpleGrid>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {(sort && onSortChange && sortable.length > 0) || (selected && onSelectedChange) ? (
        <Group justify="space-between" align="flex-end" gap="sm">
          {selected && onSelectedChange ? (
            <Checkbox
              label="Select all on this page"
              checked={allSelected}
              disabled={selectable.length === 0}
              onChange={(event) =>
                onSelectedChange(
                  event.currentTarget.checked
                    ? [
                        ...selected.filter((item) => !list.some((row) => isSame(row, item, idAccessor))),
                        ...selectable,
                      ]
                    : selected.filter((item) => !list.some((row) => isSame(row, item, idAccessor))),
                )
              }
            />
          ) : null}
          {sort && onSortChange && sortable.length > 0 ? (
            <Select
              label="Sort by"
              size="sm"
              allowDeselect={false}
              value={`${sort.column}:${sort.direction}`}
              data={sortable.flatMap((column) => [
                { value: `${column.accessor}:asc`, label: `${column.title}, ascending` },
                { value: `${column.accessor}:desc`, label: `${column.title}, descending` },
              ])}
              onChange={(value) => {
                const column = sortable.find((item) => value?.startsWith(`${item.accessor}:`));
                if (column && value) {
                  onSortChange({
                    column: column.accessor,
                    direction: value.endsWith(':desc') ? 'desc' : 'asc',
                  });
                }
              }}
            />
          ) : null}
        </Group>
      ) : null}
      {body}
      {totalPages > 1 ? (
        <nav aria-label={`${label} pages`}>
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={onPageChange}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        </nav>
      ) : null}
    </Stack>
  );
}
