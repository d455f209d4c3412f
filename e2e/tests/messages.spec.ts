import { messages } from '@canvas/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoAccounts, expectNoAxeViolations, outboxFor, startSignedIn } from './support';

/**
 * Issue 25: messages. Two browsers, the demo salon's owner (Jordan Ellis) and the demo student
 * (Maya Robinson): the salon's "Message me" reaches the student's open inbox live, she replies from
 * the emailed "Reply on Canvas" link, the salon sees the reply live and its unread badge clears.
 * Then groups: created, renamed, a member added twice refused with the spec's text.
 */

/** The header's Messages button's count ('Messages, 3 unread'; 0 when it reads 'Messages'). */
async function headerUnread(page: Page): Promise<number> {
  const label =
    (await page
      .getByRole('banner')
      .getByRole('link', { name: /^Messages/ })
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

test.describe('messages', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a salon messages a student: live on both sides, reply from the emailed link, the badge clears', async ({
    page,
    browser,
    request,
    demoSession,
  }) => {
    const stamp = Date.now().toString(36);
    const hello = `Are you free for a trial day? (${stamp})`;
    const reply = `Yes, Tuesday works for me! (${stamp})`;

    // The student has her inbox open.
    const studentContext = await browser.newContext();
    try {
      const student = await studentContext.newPage();
      await startSignedIn(student, await demoSession('student'));
      await student.goto('/message');
      const studentList = student.getByRole('region', { name: 'Conversations' });
      await expect(studentList.getByRole('button', { name: /Jordan Ellis/ })).toBeVisible();
      await expectNoAxeViolations(student);

      // The salon writes from her canvas.
      await startSignedIn(page, await demoSession('business'));
      await page.goto('/canvas/demo-student');
      await page.getByRole('button', { name: 'Message me' }).click();
      const dialog = page.getByRole('dialog', { name: /^Message / });
      await dialog.getByLabel('Your message').fill(hello);
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByRole('dialog', { name: messages.messageSent })).toBeVisible();

      // It arrives live in the student's list, unread.
      await expect(studentList.getByRole('button', { name: /Jordan Ellis\W+\d+ unread/ })).toContainText(
        hello,
      );

      // She answers from the emailed link, which opens that conversation.
      let replyPath = '';
      await expect(async () => {
        const mail = (await outboxFor(request, demoAccounts.student.email)).find(
          (item) => item.template === 'msg_to_member' && item.text.includes(stamp),
        );
        const match = mail ? /https?:\/\/\S+(\/message\?channelId=\d+)/.exec(mail.text) : null;
        expect(match, 'the Reply on Canvas link').not.toBeNull();
        replyPath = match?.[1] ?? '';
      }).toPass({ timeout: 20_000 });

      // The salon waits in its inbox; its badge counts before the reply.
      await page.goto('/message');
      const salonList = page.getByRole('region', { name: 'Conversations' });
      await expect(salonList.getByRole('button', { name: /Maya Robinson/ })).toBeVisible();
      const before = await headerUnread(page);

      await student.goto(replyPath);
      const conversation = student.getByRole('log', { name: 'Messages with Jordan Ellis' });
      await expect(conversation.getByText(hello)).toBeVisible();
      const composer = student.getByRole('textbox', { name: 'Message' });
      await expect(composer).toBeFocused();
      await composer.fill(reply);
      await composer.press('Enter');
      await expect(conversation.getByText(reply)).toBeVisible();
      await expect(conversation.getByText(/· Sent/)).toBeVisible();

      // The salon sees it live: the list moves and the badge counts it.
      await expect(salonList.getByRole('button', { name: /Maya Robinson\W+\d+ unread/ })).toContainText(
        reply,
      );
      await expect.poll(() => headerUnread(page)).toBeGreaterThan(before);
      await salonList.getByRole('button', { name: /Maya Robinson/ }).click();
      await expect(
        page.getByRole('log', { name: 'Messages with Maya Robinson' }).getByText(reply),
      ).toBeVisible();
      await expect(salonList.getByRole('button', { name: /Maya Robinson\W+\d+ unread/ })).toHaveCount(0);
      await expect.poll(() => headerUnread(page)).toBe(before);
      await expectNoAxeViolations(page);
    } finally {
      await studentContext.close();
    }
  });

  test('a group is created, renamed, and a member added twice is refused', async ({ page, demoSession }) => {
    const stamp = Date.now().toString(36);
    await startSignedIn(page, await demoSession('business'));
    await page.goto('/message');
    await page.getByRole('button', { name: 'New group' }).click();
    const dialog = page.getByRole('dialog', { name: 'New group' });
    const create = dialog.getByRole('button', { name: 'Create group' });
    await expect(create).toBeDisabled();
    await dialog.getByRole('textbox', { name: /Group name/ }).fill(`Trial day ${stamp}`);
    await dialog.getByRole('textbox', { name: /Add people/ }).fill('Maya Robinson');
    await dialog.getByRole('button', { name: 'Add Maya Robinson' }).first().click();
    await expectNoAxeViolations(page);
    await create.click();
    await expect(page.getByText(messages.chatGroupCreated)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Trial day ${stamp}` })).toBeVisible();

    await page.getByRole('button', { name: 'Conversation actions' }).click();
    await page.getByRole('menuitem', { name: 'Group settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Group settings' });
    await settings.getByRole('textbox', { name: /Group name/ }).fill(`Trial crew ${stamp}`);
    await settings.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByText(messages.chatGroupUpdated)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Trial crew ${stamp}` })).toBeVisible();

    await settings.getByRole('textbox', { name: /Add people/ }).fill('Maya Robinson');
    await settings.getByRole('button', { name: 'Add Maya Robinson' }).first().click();
    await settings.getByRole('button', { name: 'Add to group' }).click();
    await expect(settings.getByText(messages.chatAlreadyInGroup('Maya Robinson'))).toBeVisible();
  });
});
