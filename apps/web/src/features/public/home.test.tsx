import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp, renderWithProviders } from '@/testing/render';
import { FeaturedOpportunities, FeaturedPortfolios } from './components/marketing/featured-tiles';
import { youtubeEmbedUrl, youtubeVideoId } from './components/marketing/video';
import { VideoSection } from './components/marketing/video-section';
import { faqSets } from './content/faq';

describe('home page calls to action', () => {
  it('offers visitors a free portfolio, posting an opportunity and sign-in', async () => {
    mockApi({ 'GET /api/user/count': { body: { count: 3 } } });
    renderApp('/');
    // The first render loads the page's lazy chunk.
    const hero = await screen.findByRole('region', { name: /where beauty careers/i }, { timeout: 5000 });
    expect(within(hero).getByRole('link', { name: /create your free portfolio/i })).toHaveAttribute(
      'href',
      '/get-started',
    );
    expect(within(hero).getByRole('link', { name: 'Post an opportunity' })).toBeVisible();
    expect(within(hero).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('hides posting from admins (spec 1 §2.2)', async () => {
    mockApi({ 'GET /api/user/count': { body: { count: 3 } } });
    startSession(makeSession(makeUser({ role: { value: 'administrator', isSuperAdmin: false } })));
    renderApp('/');
    const hero = await screen.findByRole('region', { name: /where beauty careers/i });
    expect(within(hero).queryByRole('link', { name: 'Post an opportunity' })).toBeNull();
  });
});

describe('FAQ at /#faq (spec 1 §2.5)', () => {
  it('has the three sets, and each question expands and collapses', async () => {
    mockApi({ 'GET /api/user/count': { body: { count: 3 } } });
    const { user } = renderApp('/#faq');
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    expect(faq).toHaveAttribute('id', 'faq');
    for (const label of ['Pros & Students', 'Business Owners', 'Beauty Schools']) {
      expect(within(faq).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    const [first] = faqSets[0]?.items ?? [];
    if (!first) throw new Error('no FAQ');
    const question = within(faq).getByRole('button', { name: first.question });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(faq).getByText('Business Owners'));
    const businessQuestion = faqSets[1]?.items[0]?.question ?? '';
    expect(within(faq).getByRole('button', { name: businessQuestion })).toBeVisible();
  });

  it('can hide the Beauty Schools set', async () => {
    mockApi({
      'GET /api/user/count': { body: { count: 3 } },
      'POST /api/landing/page-visited': { body: { ok: true } },
    });
    renderApp('/wella');
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).queryByRole('radio', { name: 'Beauty Schools' })).toBeNull();
  });
});

describe('featured tiles', () => {
  const tile = {
    name: 'Mia Chen',
    location: 'Austin, TX',
    image: null,
    type: 'Professional',
    slug: 'mia-chen',
  };

  it('hide when there is nothing to feature', () => {
    renderWithProviders(
      <>
        <FeaturedPortfolios tiles={[]} title="Portfolios" />
        <FeaturedOpportunities tiles={[]} title="Hiring now" />
      </>,
    );
    expect(screen.queryByRole('heading', { name: 'Portfolios' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Hiring now' })).toBeNull();
  });

  it('link portfolios to /canvas/{slug} and opportunities to /opportunity-detail/{slug}', async () => {
    renderWithProviders(
      <>
        <FeaturedPortfolios tiles={[tile]} title="Portfolios" />
        <FeaturedOpportunities
          tiles={[{ ...tile, name: 'Senior stylist', slug: 'senior-stylist' }]}
          title="Hiring now"
        />
      </>,
    );
    expect(await screen.findByRole('link', { name: /mia chen/i })).toHaveAttribute(
      'href',
      '/canvas/mia-chen',
    );
    expect(screen.getByRole('link', { name: /senior stylist/i })).toHaveAttribute(
      'href',
      '/opportunity-detail/senior-stylist',
    );
  });
});

describe('video', () => {
  it('recognises youtu.be, /shorts and /watch links with an 11-character id (spec 1 §5)', () => {
    expect(youtubeVideoId('https://youtu.be/abcdefghijk')).toBe('abcdefghijk');
    expect(youtubeVideoId('https://www.youtube.com/shorts/abcdefghijk')).toBe('abcdefghijk');
    expect(youtubeVideoId('https://www.youtube.com/watch?v=abc_efg-ijk&t=3')).toBe('abc_efg-ijk');
    expect(youtubeVideoId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(youtubeVideoId('not a link')).toBeNull();
  });

  it('plays in a modal from youtube-nocookie.com, and shows nothing without a video', async () => {
    const { user, unmount } = renderWithProviders(
      <VideoSection
        video={{ kind: 'youtube', url: 'https://youtu.be/abcdefghijk', title: 'Canvas tour' }}
        title="See Canvas"
        text="A tour"
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Watch the video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canvas tour' });
    expect(within(dialog).getByTitle('Canvas tour')).toHaveAttribute('src', youtubeEmbedUrl('abcdefghijk'));
    expect(youtubeEmbedUrl('abcdefghijk')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    unmount();
    renderWithProviders(<VideoSection video={null} title="See Canvas" text="A tour" />);
    expect(screen.queryByRole('button', { name: 'Watch the video' })).toBeNull();
  });
});
