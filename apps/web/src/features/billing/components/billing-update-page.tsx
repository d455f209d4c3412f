/** Placeholder until the page lands (issue 21). */
export function BillingUpdatePage() {
  return null;
}
