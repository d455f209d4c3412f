import { FORGOT_PASSWORD_JOB, sendResetLink } from './password';
import { RESEND_VERIFICATION_JOB, sendNewVerificationLink } from './registration';
import type { AuthDeps } from './service';

/** The auth work that runs in the background queue (lib/jobs), off the request that asked for it. */
export function registerAuthJobs(deps: AuthDeps) {
  deps.jobs.register<{ email: string }>(FORGOT_PASSWORD_JOB, ({ email }) => sendResetLink(deps, email));
  deps.jobs.register<{ email: string }>(RESEND_VERIFICATION_JOB, ({ email }) =>
    sendNewVerificationLink(deps, email),
  );
}
