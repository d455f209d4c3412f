/** An opportunity shows as Expired after its expiry day (YYYY-MM-DD, compared as local dates). */
export function isOpportunityExpired(expire: string, today: Date = new Date()): boolean {
  const pad = (n: number) => String(n).padStart(2, '0');
  const todayText = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return expire.slice(0, 10) < todayText;
}

/** Spec 3 §5: the apply message is prefilled with the company, the job title and the user's name. */
export function defaultApplyMessage(company: string, jobTitle: string, userName: string): string {
  const job = jobTitle.trim() || 'this opportunity';
  const greeting = company.trim() ? `Hi ${company.trim()},` : 'Hi,';
  const signature = userName.trim() ? `\n\nBest regards,\n${userName.trim()}` : '';
  return `${greeting}\n\nI am interested in the ${job} opportunity and would love to be considered. My portfolio is attached for you to review.${signature}`;
}

/** 'Updated N days ago' on a similar opportunity's card. */
export function updatedDaysAgo(updatedAt: string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(updatedAt).getTime()) / 86_400_000));
  return `Updated ${days} ${days === 1 ? 'day' : 'days'} ago`;
}
