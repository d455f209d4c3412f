import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo_pass1';

export const demoAccounts = {
  student: { email: 'student@demo.test', name: 'Maya', landing: '/my-canvases' },
  pro: { email: 'pro@demo.test', name: 'Sofia', landing: '/my-canvases' },
  business: { email: 'business@demo.test', name: 'Jordan', landing: '/home' },
  school: { email: 'school@demo.test', name: 'Patricia', landing: '/home' },
  admin: { email: 'admin@demo.test', name: 'Alex', landing: '/admin-user' },
} as const;

/** Fills and submits the sign-in form the way a person would. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits until the page is live. A prerendered page's islands arrive with their controls in a
 * disabled fieldset (docs/decisions/014); Playwright's fill and click wait for that by themselves,
 * but focus, blur and keyboard presses do not.
 */
export async function waitForHydration(page: Page) {
  // A prerendered page's islands (apps/web/src/islands/): those near the viewport are live once
  // <html data-islands="live">; the others wake as they are scrolled to (Playwright waits for a
  // control to be enabled before using it). Every other page renders in full.
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-island-pending]') || document.documentElement.dataset.islands === 'live',
  );
}

/** Fails the test on any accessibility violation axe-core finds on the current (live) page. */
export async function expectNoAxeViolations(page: Page) {
  await waitForHydration(page);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => {
    const where = violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(' ')} (${node.any[0]?.message ?? node.failureSummary ?? ''})`)
      .join('; ');
    return `${violation.id}: ${violation.help} — ${where}`;
  });
  expect(summary).toEqual([]);
}
