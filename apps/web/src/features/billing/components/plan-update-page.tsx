/** Placeholder until the page lands (issue 21). */
export function PlanUpdatePage() {
  return null;
}
