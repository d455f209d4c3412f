/** Placeholder until the page lands (issue 21). */
export function InvoicesPage() {
  return null;
}
