/** Placeholder until the page lands (issue 20). */
export function InvitationPage() {
  return null;
}
