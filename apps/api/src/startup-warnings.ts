import type { Config } from './config';
import { isLoopbackHost } from './config-mode';

/**
 * What the server says loudly (log level warn) each time it starts: set-ups that run but lose
 * something or expose the demo's shortcuts (decision 027). The refusals are in config-mode.ts.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.mode === 'production' && config.email.kind === 'outbox') {
    warnings.push(
      'EMAIL IS NOT SENT: SMTP_URL is unset, so every email (sign-up verification, password reset) only goes to the outbox, which production does not serve. Set SMTP_URL.',
    );
  }
  if (config.mode === 'production' && config.sms.kind === 'outbox') {
    warnings.push('Texts are not sent: TWILIO_* is unset, so phone codes only go to the outbox.');
  }
  if (config.mode === 'demo' && !isLoopbackHost(config.host)) {
    warnings.push(
      `DEMO MODE ON A NETWORK ADDRESS (${config.host}): demo accounts use the password the README publishes. Set CANVAS_MODE=production for a real site.`,
    );
  }
  if (config.mode === 'production' && !config.stripe) {
    warnings.push(
      config.paymentsSandbox
        ? 'PAYMENTS ARE THE SANDBOX (PAYMENTS_SANDBOX=1): its test cards buy plans and publish canvases without any money moving. Set STRIPE_* for a real site.'
        : 'Payments are off: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are unset, so nobody can buy a plan.',
    );
  }
  if (config.mode === 'production' && config.devTools) {
    warnings.push('Developer tools are on (DEV_TOOLS=1): this server stays loopback-only while they are.');
  }
  return warnings;
}
