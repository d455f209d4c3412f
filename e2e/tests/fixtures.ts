import type { Session } from '@canvas/shared';
import { test as base } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { demoAccounts, signInThroughApi } from './support';

export type DemoAccount = keyof typeof demoAccounts;

interface WorkerFixtures {
  /**
   * A demo account's session, signed in through the API once per worker and shared by its
   * journeys (pair it with `startSignedIn`). Journeys that sign out or revoke a token make a
   * session of their own instead (`signInThroughApi`).
   */
  demoSession: (account: DemoAccount) => Promise<Session>;
}

export const test = base.extend<object, WorkerFixtures>({
  demoSession: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL });
      const sessions = new Map<DemoAccount, Promise<Session>>();
      await use((account) => {
        let session = sessions.get(account);
        if (!session) {
          session = signInThroughApi(request, demoAccounts[account].email);
          sessions.set(account, session);
        }
        return session;
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
