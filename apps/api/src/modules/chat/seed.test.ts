import type { ChatChannel } from '@canvas/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn, useTestApp } from '../../../test/helper';
import { seedDemoData } from '../../seed';
import { createRandom } from '../../seed/context';
import { DEMO_PASSWORD } from '../users/seed';
import { seedChat } from './seed';

const t = useTestApp();

beforeAll(async () => {
  await seedDemoData(t.database.db, { demoAdmin: false });
}, 180_000);

async function channelsOf(email: string) {
  const headers = bearer(await signIn(t.app, email, DEMO_PASSWORD));
  const list = await t.app.inject({ method: 'GET', url: '/api/chat/channels', headers });
  const unread = await t.app.inject({ method: 'GET', url: '/api/chat/unread', headers });
  return { channels: list.json<ChatChannel[]>(), unread: unread.json<{ count: number }>().count };
}

describe('the messages demo', () => {
  it("gives the demo salon's owner conversations with the student, applicants and a team group", async () => {
    const { channels, unread } = await channelsOf('business@demo.test');
    const direct = channels.filter((channel) => channel.kind === 'direct');
    expect(direct.length).toBeGreaterThanOrEqual(2);
    expect(channels.some((channel) => channel.kind === 'group' && channel.name?.endsWith(' team'))).toBe(
      true,
    );
    expect(channels.every((channel) => channel.lastMessage !== null)).toBe(true);
    expect(unread).toBeGreaterThan(0);
  });

  it('leaves the demo student two unread messages from the salon', async () => {
    const { channels, unread } = await channelsOf('student@demo.test');
    expect(unread).toBe(2);
    expect(channels[0]?.unread).toBe(2);
  });

  it("gives the demo school's owner a group of its teachers", async () => {
    const { channels } = await channelsOf('school@demo.test');
    const group = channels.find((channel) => channel.kind === 'group');
    expect(group?.name).toMatch(/instructors$/);
    expect(group?.members.length).toBeGreaterThanOrEqual(2);
  });

  it('runs once: a second run adds nothing', async () => {
    const before = (await channelsOf('business@demo.test')).channels.length;
    await seedChat({ db: t.database.db, random: createRandom(1), demoPasswordHash: '', demoUserIds: {} });
    expect((await channelsOf('business@demo.test')).channels).toHaveLength(before);
  });
});
