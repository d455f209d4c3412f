import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

const email = {
  id: 2,
  kind: 'email',
  recipient: 'nia@example.com',
  subject: 'Verify your email for Canvas',
  html: '<p>Hi</p>',
  text: 'Verify my email: http://127.0.0.1:3000/get-started?state=verify&token=abc',
  template: 'verify-email',
  createdAt: '2026-11-21T04:00:00.000Z',
};
const sms = {
  id: 1,
  kind: 'sms',
  recipient: '+13125550147',
  subject: null,
  html: null,
  text: 'Your Canvas verification code is 123456.',
  template: 'phone-code',
  createdAt: '2026-11-21T03:59:00.000Z',
};

describe('/dev/mailbox', () => {
  it('lists emails and texts with clickable links', async () => {
    mockApi({ 'GET /api/dev/outbox': { body: { list: [email, sms] } } });
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: 'Verify your email for Canvas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /get-started\?state=verify&token=abc/ })).toHaveAttribute(
      'href',
      'http://127.0.0.1:3000/get-started?state=verify&token=abc',
    );
    // A link in running text is underlined, not told apart by colour alone (axe: link-in-text-block).
    expect(screen.getByRole('link', { name: /token=abc/ })).toHaveAttribute('data-underline', 'always');
    expect(screen.getByText('Your Canvas verification code is 123456.')).toBeInTheDocument();
    expect(screen.getByText('To +13125550147')).toBeInTheDocument();
  });

  it('offers each attachment as a download (a calendar invitation)', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    mockApi({
      'GET /api/dev/outbox': {
        body: {
          list: [
            {
              ...email,
              attachments: [{ filename: 'invitation.ics', contentType: 'text/calendar', content: ics }],
            },
          ],
        },
      },
    });
    renderApp('/dev/mailbox');
    const download = await screen.findByRole('link', { name: 'invitation.ics' });
    expect(download).toHaveAttribute('download', 'invitation.ics');
    expect(download).toHaveAttribute('href', `data:text/calendar,${encodeURIComponent(ics)}`);
  });

  it('shows emails still queued or failed in the job queue, with the last error', async () => {
    mockApi({
      'GET /api/dev/outbox': {
        body: {
          list: [
            {
              ...email,
              id: 7,
              subject: 'Reset your password',
              status: 'failed',
              lastError: 'Connection refused',
            },
            { ...email, status: 'queued' },
            email,
          ],
        },
      },
    });
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('Last try failed: Connection refused')).toBeInTheDocument();
    // The queued copy and the delivered one share an id: both are listed.
    expect(screen.getAllByRole('heading', { name: 'Verify your email for Canvas' })).toHaveLength(2);
  });

  it('announces its loading state as a named status (an aria-label needs a role: axe)', async () => {
    mockApi({ 'GET /api/dev/outbox': { body: { list: [] } } });
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('status', { name: 'Loading messages' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('says when nothing was sent', async () => {
    mockApi({ 'GET /api/dev/outbox': { body: { list: [] } } });
    renderApp('/dev/mailbox');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('explains that the mailbox is off where the API does not serve it', async () => {
    mockApi({});
    renderApp('/dev/mailbox');
    expect(await screen.findByText('The mailbox is not available here')).toBeInTheDocument();
  });
});
