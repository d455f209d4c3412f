import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { QueryState } from '@/components/query-state';
import { SurfaceCard } from '@/components/surface-card';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDownloadInvoicePdf } from '../api/download-invoice-pdf';
import { useInvoice } from '../api/get-invoice';
import { InvoiceDocument } from './membership/invoice-document';
import { MembershipHeader } from './membership/page-header';

/** Hands the browser a downloaded file under its name. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function InvoiceNotFound() {
  return (
    <SurfaceCard>
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>This invoice does not exist or is not yours.</Text>
        <Button component={Link} to={paths.membership.invoices.getHref()} variant="light">
          See your invoices
        </Button>
      </Stack>
    </SurfaceCard>
  );
}

function InvoiceSkeleton() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the invoice">
      <Skeleton height={520} radius="lg" />
    </Stack>
  );
}

function InvoiceDetail({ id }: { id: number }) {
  const query = useInvoice(id);
  const download = useDownloadInvoicePdf();
  const number = query.data?.number;

  const downloadPdf = () =>
    download.mutate(id, {
      // A failure needs nothing here: the download reports it like any call (the app's toast).
      onSuccess: ({ blob, filename }) => saveFile(blob, filename ?? `invoice-${number ?? id}.pdf`),
    });

  return (
    <Stack gap="xl">
      <PageMeta
        title={number ? `Invoice ${number}` : 'Invoice'}
        description="An invoice of your Canvas plan."
      />
      <MembershipHeader
        title={number ? `Invoice ${number}` : 'Invoice'}
        back={{ href: paths.membership.invoices.getHref(), label: 'Invoices' }}
        actions={
          query.data ? (
            <>
              <Button
                variant="default"
                leftSection={<IconPrinter size={18} aria-hidden="true" />}
                onClick={() => window.print()}
              >
                Print
              </Button>
              <Button
                leftSection={<IconDownload size={18} aria-hidden="true" />}
                onClick={downloadPdf}
                loading={download.isPending}
              >
                Download PDF
              </Button>
            </>
          ) : null
        }
      />
      <QueryState
        query={query}
        what="the invoice"
        loading={<InvoiceSkeleton />}
        renderError={(error, alert) =>
          isApiError(error) && error.status === 404 ? <InvoiceNotFound /> : alert
        }
      >
        {(invoice) => <InvoiceDocument invoice={invoice} />}
      </QueryState>
    </Stack>
  );
}

/** /membership/invoice/{id} (spec 3): one invoice, printable, with its PDF. */
export function InvoicePage() {
  const { id } = useParams();
  const invoiceId = Number(id);
  if (!Number.isSafeInteger(invoiceId) || invoiceId < 1) {
    return (
      <Stack gap="xl">
        <MembershipHeader
          title="Invoice"
          back={{ href: paths.membership.invoices.getHref(), label: 'Invoices' }}
        />
        <InvoiceNotFound />
      </Stack>
    );
  }
  return <InvoiceDetail key={invoiceId} id={invoiceId} />;
}
