/** Placeholder until the page lands (issue 21). */
export function MembershipPage() {
  return null;
}
