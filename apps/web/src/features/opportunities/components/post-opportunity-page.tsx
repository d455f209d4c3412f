/** Placeholder until the page lands (issue 22). */
export function PostOpportunityPage() {
  return null;
}
