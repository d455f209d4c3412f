/**
 * Props every editor dialog passes to Mantine's Modal or Drawer: the close button gets a name, and
 * the dialog's <header> is presentational, since a <header> outside any sectioning element counts
 * as a second banner landmark (axe: landmark-no-duplicate-banner).
 */
export const dialogProps = {
  closeButtonProps: { 'aria-label': 'Close' },
  attributes: { header: { role: 'presentation' } },
} as const;
