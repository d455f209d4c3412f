import { messages } from '@canvas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { embedSnippet, embedUrl } from '@/components/embed-snippet/embed-url';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';
import { currentUrl, renderApp } from '@/testing/render';

const poster = makeUser({ id: 7 });

describe('opportunity publish success /opportunity-publish-success?id={slug}', () => {
  it("says 'Opportunity published successfully' and copies {origin}/opportunity-detail/{slug}", async () => {
    startSession(makeSession(poster));
    mockApi({ 'GET /api/user/info': { body: poster } });
    const { user } = renderApp('/opportunity-publish-success?id=senior-stylist');
    const link = `${window.location.origin}/opportunity-detail/senior-stylist`;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Opportunity published successfully' }),
    ).toBeInTheDocument();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(screen.getByLabelText('Opportunity link')).toHaveValue(link);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(messages.linkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it("gives the opportunity's editors the embed panel, and no one else", async () => {
    startSession(makeSession(poster));
    const opportunity = (canEdit: boolean) => ({
      status: 200,
      body: makeOpportunityFixture({ slug: 'senior-stylist', canEdit }),
    });
    mockApi({
      'GET /api/user/info': { body: poster },
      'GET /api/opportunity/senior-stylist': opportunity(true),
    });
    const editor = renderApp('/opportunity-publish-success?id=senior-stylist');
    const panel = await screen.findByRole('region', { name: 'Embed on your website' });
    expect(within(panel).getByRole('switch', { name: messages.embedIncludeCompany })).toBeChecked();
    expect(within(panel).getByRole('textbox', { name: 'Embed code' })).toHaveValue(
      embedSnippet(
        embedUrl(window.location.origin, 'senior-stylist', { includeCompany: true }),
        'Senior Stylist at Luxe Salon',
      ),
    );
    // Back to the posted opportunities of its canvas (the fixture's Luxe Salon, 40).
    expect(screen.getByRole('link', { name: 'Return to My Opportunity' })).toHaveAttribute(
      'href',
      '/my-dashboard?tabType=posted_opportunity&viewCanvas=40',
    );
    editor.unmount();

    mockApi({
      'GET /api/user/info': { body: poster },
      'GET /api/opportunity/senior-stylist': opportunity(false),
    });
    renderApp('/opportunity-publish-success?id=senior-stylist');
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Embed on your website' })).not.toBeInTheDocument();
  });

  it('shares to Facebook and Twitter and links to the opportunity and back', async () => {
    startSession(makeSession(poster));
    mockApi({ 'GET /api/user/info': { body: poster } });
    renderApp('/opportunity-publish-success?id=senior-stylist');
    const encoded = encodeURIComponent(`${window.location.origin}/opportunity-detail/senior-stylist`);
    expect(await screen.findByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    );
    expect(screen.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toContain(encoded);
    expect(screen.getByRole('link', { name: 'View Opportunity' })).toHaveAttribute(
      'href',
      '/opportunity-detail/senior-stylist',
    );
    expect(screen.getByRole('link', { name: 'Return to My Opportunity' })).toHaveAttribute(
      'href',
      '/my-dashboard?tabType=posted_opportunity',
    );
  });

  it('goes back to the posted opportunities without a slug', async () => {
    startSession(makeSession(poster));
    mockApi({
      'GET /api/user/info': { body: poster },
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    const { router } = renderApp('/opportunity-publish-success');
    await vi.waitFor(() => expect(currentUrl(router)).toBe('/my-dashboard?tabType=posted_opportunity'));
  });
});
