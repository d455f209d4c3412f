import { messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { makeBusinessCanvas, makeCanvas, makePhoto } from '../../canvas-fixtures';
import { badgesByAward } from './awards-list';
import { CanvasView } from './canvas-view';
import { personSectionsShown } from './view-rules';

/** The owner of makeCanvas() is user 7, of makeBusinessCanvas() user 9. */
const signInAsOwner = (id = 7) => startSession(makeSession(makeUser({ id })));
const signInAsVisitor = () => startSession(makeSession(makeUser({ id: 3 })));

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the work and the booking first (issue 26)', () => {
  it("puts a stylist's Book a Service first in the hero, before Message me", () => {
    mockApi({});
    renderWithProviders(
      <CanvasView canvas={makeCanvas({ bookingUrl: 'https://book.example/maya' })} mode="public" />,
    );
    const hero = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    const book = within(hero).getByRole('link', { name: 'Book a Service' });
    const message = within(hero).getByRole('button', { name: 'Message me' });
    expect(book).toHaveAttribute('href', 'https://book.example/maya');
    expect(book.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The spec's sticky button still waits for 120 px of scrolling.
    expect(screen.queryByRole('region', { name: 'Quick booking' })).not.toBeInTheDocument();
  });

  it('has no Book a Service without a booking link', () => {
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeCanvas({ bookingUrl: '' })} mode="public" />);
    expect(screen.queryByRole('link', { name: 'Book a Service' })).not.toBeInTheDocument();
  });

  it('shows the work before everything else', () => {
    mockApi({});
    renderWithProviders(
      <CanvasView
        canvas={makeCanvas({
          introduction: { description: 'Colour is my first language.' },
          media: { portfolioPhoto: [makePhoto(1)] },
        })}
        mode="public"
      />,
    );
    expect(sectionTitles().slice(0, 2)).toEqual(['My work', 'About me']);
  });
});

describe('empty sections (issue 26)', () => {
  it('are hidden from visitors, in the page and in the section menu', () => {
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeCanvas()} mode="public" />);
    expect(sectionTitles()).toEqual(['Social media']);
    const nav = screen.getByRole('navigation', { name: /portfolio sections/ });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Social media']);
    expect(screen.queryByText('No social profiles linked yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR code/i })).toBeInTheDocument();
  });

  it('show to the owner on their public page, with what goes there', () => {
    signInAsOwner();
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeCanvas()} mode="public" />);
    expect(sectionTitles()).toEqual([
      'My work',
      'About me',
      'Licenses & education',
      "Why I'm here",
      'Employment',
      'Celebrations, certifications & awards',
      'Additional info',
      'Social media',
    ]);
    expect(screen.getByText('Tell visitors who you are and what you love to create.')).toBeInTheDocument();
    expect(screen.getByText('Link your social profiles.')).toBeInTheDocument();
  });

  it('stay hidden on the preview, which shows the owner what visitors see', () => {
    signInAsOwner();
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeCanvas()} mode="preview" />);
    expect(sectionTitles()).toEqual(['Social media']);
  });

  it('are decided by personSectionsShown', () => {
    const canvas = makeCanvas({ introduction: { reason: 'To grow.' } });
    expect(personSectionsShown(canvas, false)).toEqual({
      work: false,
      about: false,
      education: false,
      motivation: true,
      employment: false,
      awards: false,
      additional: false,
    });
    expect(Object.values(personSectionsShown(canvas, true)).every(Boolean)).toBe(true);
  });

  it("are hidden from a business's visitors and shown to its owner", () => {
    const canvas = makeBusinessCanvas({
      achievements: [],
      socialMedia: { instagram: '', youtube: '', facebook: '', tiktok: '' },
    });
    mockApi({ 'POST /api/badges/match': { body: { matches: [] } } });
    const { unmount } = renderWithProviders(<CanvasView canvas={canvas} mode="public" />);
    expect(sectionTitles()).not.toContain('Awards');
    expect(screen.queryByText('No social profiles linked yet.')).not.toBeInTheDocument();
    unmount();
    signInAsOwner(9);
    renderWithProviders(<CanvasView canvas={canvas} mode="public" />);
    expect(sectionTitles()).toContain('Awards');
  });
});

describe('awards show once (issue 26)', () => {
  it('puts each badge in its award, for every award that earns it', async () => {
    const award = (uuid: string, title: string, issueYear: string) => ({
      uuid,
      title,
      issuer: 'PBA',
      issueYear,
      clubName: '',
      isUserAchievement: false,
    });
    mockApi({
      'POST /api/badges/match': {
        body: {
          matches: [
            {
              logo: '/badges/naha.svg',
              url: 'https://example.org/naha',
              width: 72,
              line: 'NAHA',
              awards: [0, 2],
            },
          ],
        },
      },
    });
    renderWithProviders(
      <CanvasView
        canvas={makeCanvas({
          achievements: [
            award('a', 'NAHA', '2022'),
            award('b', 'Honors', '2023'),
            award('c', 'naha', '2024'),
          ],
        })}
        mode="public"
      />,
    );
    const section = screen.getByRole('region', { name: 'Celebrations, certifications & awards' });
    // The badge's line would repeat the title, so it reads 'Verified badge'.
    await waitFor(() =>
      expect(within(section).getAllByRole('link', { name: 'Verified badge' })).toHaveLength(2),
    );
    expect(within(section).getAllByText('NAHA')).toHaveLength(1);
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(within(section).queryAllByRole('list')).toHaveLength(1);
  });

  it('maps badges to awards, the first badge winning', () => {
    const badge = (line: string, awards: number[]) => ({
      logo: `/${line}.svg`,
      url: '',
      width: 72,
      line,
      awards,
    });
    const byAward = badgesByAward([badge('one', [0, 2]), badge('two', [2, 3])]);
    expect([...byAward.entries()].map(([index, match]) => [index, match.line])).toEqual([
      [0, 'one'],
      [2, 'one'],
      [3, 'two'],
    ]);
  });
});

describe('the owner on their public canvas (issue 26)', () => {
  it('sees Edit (to the editor) and Share instead of Message me and Bookmark', () => {
    signInAsOwner();
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeCanvas()} mode="public" />);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/professional-canvas/maya-lopez',
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message me' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bookmark' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Resume' })).toBeInTheDocument();
  });

  it("gets the same on a business's canvas, and a visitor keeps Message us and Bookmark", () => {
    signInAsOwner(9);
    mockApi({ 'POST /api/badges/match': { body: { matches: [] } } });
    const canvas = makeBusinessCanvas();
    const { unmount } = renderWithProviders(<CanvasView canvas={canvas} mode="public" />);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/business-canvas/${canvas.slug}`,
    );
    expect(screen.queryByRole('button', { name: 'Message us' })).not.toBeInTheDocument();
    unmount();
    signInAsVisitor();
    renderWithProviders(<CanvasView canvas={canvas} mode="public" />);
    expect(screen.getByRole('button', { name: 'Message us' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bookmark' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("shares with the device's share sheet where there is one", async () => {
    signInAsOwner();
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    mockApi({});
    const { user } = renderWithProviders(
      <CanvasView canvas={makeCanvas()} mode="public" origin="https://canvas.example" />,
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Maya Lopez',
      url: 'https://canvas.example/canvas/maya-lopez',
    });
    expect(screen.queryByText(messages.linkCopied)).not.toBeInTheDocument();
  });

  it('copies the link and says so where there is no share sheet', async () => {
    signInAsOwner();
    mockApi({});
    const { user } = renderWithProviders(
      <CanvasView canvas={makeCanvas()} mode="public" origin="https://canvas.example" />,
    );
    expect(navigator.share).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText(messages.linkCopied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://canvas.example/canvas/maya-lopez');
  });
});
