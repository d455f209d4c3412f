import { APPLICATION_STATUSES, messages } from '@canvas/shared';

/**
 * How the applicant's list shows an application's status (spec 3 §4): applied, interviewing and
 * withdrawed as they are, anything else (the recruiter's finer stages) as Pending.
 */
export function applicationStatusLabel(status: string): string {
  return (APPLICATION_STATUSES as readonly string[]).includes(status) ? status : messages.applicationPending;
}

/** The applicant's default note to the poster when withdrawing; they may change it. */
export function defaultWithdrawMessage(company: string, jobTitle: string): string {
  const greeting = company.trim() ? `Hi ${company.trim()},` : 'Hi,';
  const job = jobTitle.trim() || 'this opportunity';
  return `${greeting}\n\nI am withdrawing my application for the ${job} opportunity. Thank you for your time and consideration.`;
}
