import type { Invoice } from '@canvas/shared';
import { Badge } from '@mantine/core';

const STATUS: Record<Invoice['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'teal.9' },
  open: { label: 'Due', color: 'champagne.9' },
  failed: { label: 'Payment failed', color: 'red.9' },
  void: { label: 'Void', color: 'gray.7' },
};

export function invoiceStatusLabel(status: Invoice['status']): string {
  return STATUS[status].label;
}

/** An invoice's state as a small badge (list rows, the invoice's head). */
export function InvoiceStatusBadge({
  status,
  size = 'sm',
}: {
  status: Invoice['status'];
  size?: 'sm' | 'lg';
}) {
  const { label, color } = STATUS[status];
  return (
    <Badge color={color} variant="light" size={size} radius="xl">
      {label}
    </Badge>
  );
}
