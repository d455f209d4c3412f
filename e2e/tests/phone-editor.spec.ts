import { expect, test } from '@playwright/test';
import { createVerifiedAccount, startSignedIn } from './support';

/**
 * Issue #26 "Never lose an edit", on a phone (375 px, touch): a change typed into the editor
 * survives leaving at once, by a link inside the app and by a reload.
 */
test.describe('editor on a phone never loses an edit', () => {
  test('a title typed and left at once, by a link and by a reload, is there on return @mobile', async ({
    page,
    request,
  }) => {
    const account = await createVerifiedAccount(request, { firstName: 'Nora', lastName: 'Quinn' });
    const created = await request.post('/api/canvas', {
      headers: account.headers,
      data: { type: 'student', introduction: { name: 'Nora Quinn', title: 'Cosmetology Student' } },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { slug } = (await created.json()) as { slug: string };
    const editorPath = `/student-canvas/${slug}`;
    await startSignedIn(page, account.session);
    // The welcome overlay is another journey's subject (canvas-editor.spec.ts).
    await page.addInitScript(() => window.localStorage.setItem('canvasEditorIntroSeen', '1'));
    await page.goto(editorPath);

    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    const previewButton = page.getByRole('button', { name: 'Preview my canvas' });
    await expect(previewButton).toBeVisible();
    await title.fill('Bridal hair student');
    // The floating Preview button steps aside while the field is typed in (it would cover it).
    await expect(previewButton).toBeHidden();

    // Away at once by a link inside the app: the navigation waits for the save.
    await page.getByRole('banner').getByRole('link', { name: 'Canvas home' }).tap();
    await expect(page).not.toHaveURL(new RegExp(editorPath));
    await page.goto(editorPath);
    await expect(title).toHaveValue('Bridal hair student');
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

    // Away at once by a reload: the page asks first (accepted here), and the draft goes in a keepalive request.
    await title.fill('Bridal and editorial hair student');
    await page.reload();
    await expect(title).toHaveValue('Bridal and editorial hair student');
  });
});
