/** Placeholder until the page lands (issue 22). */
export function OpportunityPublishSuccessPage() {
  return null;
}
