import { ErrorCode, messages } from '@canvas/shared';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, TEST_PASSWORD, uniqueEmail, useTestApp } from '../../../test/helper';
import { outboxFor } from '../../../test/outbox';
import { EMAIL_CHANGES_PER_ACCOUNT_PER_DAY, EMAIL_CHANGES_PER_ADDRESS_PER_DAY } from './service';

/** EMAIL_REQUESTS_MAX_PER_IP: a multiple of the daily cap per account, so whole accounts use it up. */
const EMAIL_CHANGES_PER_IP_PER_HOUR = 10;
const t = useTestApp({ EMAIL_REQUESTS_MAX_PER_IP: String(EMAIL_CHANGES_PER_IP_PER_HOUR) });

/** Each test asks from its own address, so one test's per-IP counts never reach another's. */
let ipCounter = 0;
const newIp = () => `198.51.100.${++ipCounter}`;

async function signedInUser() {
  const user = await createUser(t.database);
  return { user, token: await signIn(t.app, user.email) };
}

const changeEmail = (token: string, email: string, remoteAddress = newIp()) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/info',
    headers: bearer(token),
    payload: { email, currentPassword: TEST_PASSWORD },
    remoteAddress,
  });

describe('email change caps', () => {
  it(`refuses an account's email change after ${EMAIL_CHANGES_PER_ACCOUNT_PER_DAY} a day, sending nothing more`, async () => {
    const { user, token } = await signedInUser();
    for (let request = 0; request < EMAIL_CHANGES_PER_ACCOUNT_PER_DAY; request += 1) {
      expect((await changeEmail(token, uniqueEmail('moved'))).statusCode).toBe(200);
    }
    const refusedAddress = uniqueEmail('moved');
    const refused = await changeEmail(token, refusedAddress);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: ErrorCode.tooManyRequests,
      message: messages.emailChangeLimit,
      field: 'email',
    });
    expect(await outboxFor(t.app, refusedAddress)).toEqual([]);
    expect(await outboxFor(t.app, user.email)).toHaveLength(EMAIL_CHANGES_PER_ACCOUNT_PER_DAY);
  });

  it(`sends one address at most ${EMAIL_CHANGES_PER_ADDRESS_PER_DAY} confirmation links a day, whichever accounts ask`, async () => {
    const target = uniqueEmail('victim');
    for (let request = 0; request < EMAIL_CHANGES_PER_ADDRESS_PER_DAY; request += 1) {
      const { token } = await signedInUser();
      expect((await changeEmail(token, target)).statusCode).toBe(200);
    }
    const { token } = await signedInUser();
    const refused = await changeEmail(token, target);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: messages.emailChangeLimit, field: 'email' });
    expect(await outboxFor(t.app, target)).toHaveLength(EMAIL_CHANGES_PER_ADDRESS_PER_DAY);
  });

  it(`answers 429 after ${EMAIL_CHANGES_PER_IP_PER_HOUR} email changes an hour from one IP address`, async () => {
    const ip = newIp();
    for (
      let account = 0;
      account * EMAIL_CHANGES_PER_ACCOUNT_PER_DAY < EMAIL_CHANGES_PER_IP_PER_HOUR;
      account += 1
    ) {
      const { token } = await signedInUser();
      for (let request = 0; request < EMAIL_CHANGES_PER_ACCOUNT_PER_DAY; request += 1) {
        expect((await changeEmail(token, uniqueEmail('moved'), ip)).statusCode).toBe(200);
      }
    }
    const { token } = await signedInUser();
    const refused = await changeEmail(token, uniqueEmail('moved'), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: messages.tooManyRequests });
    expect((await changeEmail(token, uniqueEmail('moved'))).statusCode).toBe(200);
  });
});
