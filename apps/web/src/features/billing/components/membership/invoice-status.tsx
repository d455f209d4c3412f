import type { Invoice } from '@canvas/shared';
import { Badge } from '@mantine/core';

const STATUS: Record<Invoice['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'teal' },
  open: { label: 'Due', color: 'champagne' },
  failed: { label: 'Payment failed', color: 'red' },
  void: { label: 'Void', color: 'gray' },
};

export function invoiceStatusLabel(status: Invoice['status']): string {
  return STATUS[status].label;
}

/** An invoice's state as a small badge (list rows, the invoice's head): body-coloured text, a toned dot. */
export function InvoiceStatusBadge({
  status,
  size = 'sm',
}: {
  status: Invoice['status'];
  size?: 'sm' | 'lg';
}) {
  const { label, color } = STATUS[status];
  return (
    <Badge color={color} variant="dot" size={size} radius="xl">
      {label}
    </Badge>
  );
}
