import { formatCents, INVOICE_PAGE_SIZE, type Invoice, messages } from '@canvas/shared';
import { Anchor, Button, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileInvoice } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { DATA_TABLE_PHONE_QUERY, DataTable, type DataTableColumn } from '@/components/data-table';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useInvoices } from '../api/list-invoices';
import { InvoiceStatusBadge } from './membership/invoice-status';
import classes from './membership/membership.module.css';
import { MembershipHeader } from './membership/page-header';
import { postsLabel } from './membership/plan-labels';

const paidOn = (invoice: Invoice) => (invoice.paidDate ? formatDate(invoice.paidDate) : '—');

const numberColumn: DataTableColumn<Invoice> = {
  accessor: 'number',
  title: 'Invoice',
  render: (invoice) => (
    <Anchor
      component={Link}
      to={paths.membership.invoice.getHref(invoice.id)}
      fw={600}
      size="sm"
      className={classes.nowrap}
    >
      {invoice.number}
    </Anchor>
  ),
};
const totalColumn: DataTableColumn<Invoice> = {
  accessor: 'total',
  title: 'Total',
  textAlign: 'right',
  render: (invoice) => <span className={classes.nowrap}>{formatCents(invoice.total)}</span>,
};
const statusColumn: DataTableColumn<Invoice> = {
  accessor: 'status',
  title: 'Status',
  render: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
};

const COLUMNS: DataTableColumn<Invoice>[] = [
  numberColumn,
  {
    accessor: 'canvasName',
    title: 'Canvas and plan',
    render: (invoice) => (
      <>
        <Text size="sm">{invoice.canvasName}</Text>
        <Text size="xs" c="dimmed">
          {postsLabel(invoice.maxOpp)}
        </Text>
      </>
    ),
  },
  { accessor: 'billingPeriod', title: 'Billing period' },
  {
    accessor: 'paidDate',
    title: 'Paid',
    render: (invoice) => <span className={classes.nowrap}>{paidOn(invoice)}</span>,
  },
  totalColumn,
  statusColumn,
];

/** On a phone each row is a card headed by its number: the few facts that tell invoices apart, and the way in. */
const PHONE_COLUMNS: DataTableColumn<Invoice>[] = [
  { accessor: 'canvasName', title: 'Canvas' },
  { accessor: 'paidDate', title: 'Paid', render: paidOn },
  totalColumn,
  statusColumn,
  {
    accessor: 'id',
    title: 'Details',
    render: (invoice) => (
      <Anchor component={Link} to={paths.membership.invoice.getHref(invoice.id)} fw={600}>
        View invoice <VisuallyHidden>{invoice.number}</VisuallyHidden>
      </Anchor>
    ),
  },
];

function NoInvoices() {
  return (
    <SurfaceCard>
      <div className={classes.empty}>
        <ThemeIcon size={56} radius="xl" variant="light" color="blush" aria-hidden="true">
          <IconFileInvoice size={28} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} className={classes.emptyTitle}>
          {messages.noInvoices}
        </Title>
        <Text c="dimmed" maw={440} ta="center">
          Each payment for a plan gets an invoice here, with a PDF to download.
        </Text>
        <Button component={Link} to={paths.membership.home.getHref()} variant="light" mt="xs">
          Back to Membership
        </Button>
      </div>
    </SurfaceCard>
  );
}

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** /membership/invoices (spec 3): the caller's invoices, 10 a page, newest first; a row opens its invoice. */
export function InvoicesPage() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const query = useInvoices(page, INVOICE_PAGE_SIZE);
  const isPhone = useMediaQuery(DATA_TABLE_PHONE_QUERY);
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  const table = (data: { list: Invoice[]; count: number } | undefined) => (
    <DataTable<Invoice>
      label="Invoices"
      columns={isPhone ? PHONE_COLUMNS : COLUMNS}
      data={data}
      idAccessor="id"
      rowLabel={(invoice) => `Invoice ${invoice.number}`}
      page={page}
      size={INVOICE_PAGE_SIZE}
      onPageChange={setPage}
      fetching={query.isPlaceholderData}
      // The real empty state is NoInvoices; this shows only past the last page (an old link).
      emptyText="There are no invoices on this page."
    />
  );

  return (
    <Stack gap="xl">
      <PageMeta title="Invoices" description="Every invoice of your Canvas plans." />
      <MembershipHeader
        title="Invoices"
        description="Every charge for your plans. Open one to see its details or download it as a PDF."
        back={{ href: paths.membership.home.getHref(), label: 'Membership' }}
      />
      <QueryState
        query={query}
        what="your invoices"
        loading={table(undefined)}
        isEmpty={(data) => data.total === 0}
        empty={<NoInvoices />}
      >
        {(data) => table({ list: data.list, count: data.total })}
      </QueryState>
    </Stack>
  );
}
