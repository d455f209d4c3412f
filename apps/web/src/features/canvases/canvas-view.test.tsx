import { formatBookingLink, messages } from '@canvas/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderWithProviders } from '@/testing/render';
import { makeBusinessCanvas, makeCanvas, makePhoto, makeSchoolCanvas } from './canvas-fixtures';
import { qrMatrix, qrPath } from './components/canvas-view/canvas-qr-code';
import { CanvasView } from './components/canvas-view/canvas-view';
import { WorkCarousel } from './components/canvas-view/work-carousel';

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('header', () => {
  it('shows name, pronoun, type tag, Open to Opportunity, title and location', () => {
    mockApi({});
    const canvas = makeCanvas({
      pronouns: 'She/Her',
      introduction: { opportunityStatus: true, showOpportunityStatus: true },
      detail: {
        locations: [
          {
            uuid: 'l1',
            address: '1 Main St',
            city: 'Austin',
            state: 'Texas',
            stateShort: 'TX',
            country: 'United States',
            countryShort: 'US',
            coordinates: null,
            area: 0,
            areaUnit: 'ft',
            chairAmount: 0,
            employeeAmount: 0,
            members: [],
          },
        ],
        categories: [],
        primaryContactNumber: '',
        scSalonId: null,
      },
    });
    renderWithProviders(<CanvasView canvas={canvas} mode="public" />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Maya Lopez');
    expect(heading).toHaveTextContent('(She/Her)');
    expect(screen.getByText('Professional')).toBeInTheDocument();
    expect(screen.getByText('Open to Opportunity')).toBeInTheDocument();
    expect(screen.getByText('Senior Colorist')).toBeInTheDocument();
    expect(screen.getByText('Austin, TX')).toBeInTheDocument();
  });

  it('has the section navigation of the spec', () => {
    mockApi({});
    renderWithProviders(
      <CanvasView
        canvas={makeCanvas({
          achievements: [
            {
              uuid: 'a',
              title: 'NAHA',
              issuer: 'PBA',
              issueYear: '2023',
              clubName: '',
              isUserAchievement: false,
            },
          ],
          introduction: { description: 'Colour is my first language.' },
          additionalInformation: { softwares: [{ optionId: 1, name: 'Vagaro' }] },
        })}
        mode="public"
      />,
    );
    const nav = screen.getByRole('navigation', { name: /portfolio sections/ });
    for (const label of [
      'About me',
      'Celebrations certifications and awards',
      'Additional info',
      'Social media',
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
  });

  it("hides the payment preference 'Don't show' and shows any other", () => {
    mockApi({});
    const { unmount } = renderWithProviders(
      <CanvasView
        canvas={makeCanvas({ additionalInformation: { paymentMode: { optionId: 173, name: "Don't show" } } })}
        mode="public"
      />,
    );
    expect(screen.queryByText('Payment preference')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <CanvasView
        canvas={makeCanvas({ additionalInformation: { paymentMode: { optionId: 170, name: 'Commission' } } })}
        mode="public"
      />,
    );
    expect(screen.getByText('Payment preference')).toBeInTheDocument();
    expect(screen.getByText('Commission')).toBeInTheDocument();
  });
});

describe('sticky Book a Service (appears after 120 px of scrolling)', () => {
  it('is hidden at 120 px and shows past it, linking to the formatted booking link', () => {
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeCanvas({ bookingUrl: 'maya@studio.com' })} mode="public" />);
    const sticky = () => screen.queryByRole('region', { name: 'Quick booking' });
    scrollWindowTo(120);
    expect(sticky()).not.toBeInTheDocument();
    scrollWindowTo(121);
    expect(within(sticky() as HTMLElement).getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
      'href',
      formatBookingLink('maya@studio.com'),
    );
    scrollWindowTo(40);
    expect(sticky()).not.toBeInTheDocument();
  });

  it('never shows without a booking link', () => {
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeCanvas({ bookingUrl: '' })} mode="public" />);
    scrollWindowTo(800);
    expect(screen.queryByRole('link', { name: 'Book a Service' })).not.toBeInTheDocument();
  });
});

describe('employment (first 3, then See More; descriptions cut at 200)', () => {
  const employments = Array.from({ length: 5 }, (_, index) => ({
    uuid: `e${index}`,
    title: `Role ${index + 1}`,
    jobCategory: '',
    position: '',
    company: `Salon ${index + 1}`,
    startDate: '2020-01-01',
    endDate: null,
    isCurrentWork: index === 0,
    description: index === 0 ? `${'Balayage and colour correction. '.repeat(10)}END` : '',
    industry: 'Beauty Industry' as const,
    companyType: null,
  }));

  it('shows 3 entries, then all after See More', async () => {
    mockApi({});
    const { user } = renderWithProviders(<CanvasView canvas={makeCanvas({ employments })} mode="public" />);
    const list = screen.getByRole('list', { name: 'Employment' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const section = screen.getByRole('region', { name: 'Employment' });
    const seeMore = within(section).getAllByRole('button', { name: 'See More' }).at(-1) as HTMLElement;
    expect(list).not.toContainElement(seeMore);
    await user.click(seeMore);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Role 5')).toBeInTheDocument();
  });

  it('truncates a long description with See More / See less', async () => {
    mockApi({});
    const { user } = renderWithProviders(<CanvasView canvas={makeCanvas({ employments })} mode="public" />);
    const first = screen.getByText('Role 1').closest('li') as HTMLElement;
    expect(within(first).queryByText(/END/)).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'See More' }));
    expect(within(first).getByText(/END/)).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'See less' }));
    expect(within(first).queryByText(/END/)).not.toBeInTheDocument();
  });
});

describe('work carousel', () => {
  const photos = Array.from({ length: 7 }, (_, index) => makePhoto(index + 1));

  it('shows 3 per slide with arrows when there are at least 4 items', async () => {
    const { user } = renderWithProviders(<WorkCarousel items={photos} perSlide={3} />);
    const slides = screen.getAllByRole('list', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(within(slides[0] as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(within(slides[2] as HTMLElement).getAllByRole('listitem', { hidden: true })).toHaveLength(1);
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    expect(slides[0]).not.toHaveAttribute('aria-hidden', 'true');
    await user.click(next);
    expect(slides[1]).not.toHaveAttribute('aria-hidden', 'true');
    expect(slides[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows 1 per slide on mobile', () => {
    renderWithProviders(<WorkCarousel items={photos.slice(0, 3)} perSlide={1} />);
    const slides = screen.getAllByRole('list', { hidden: true });
    expect(slides).toHaveLength(3);
    for (const slide of slides)
      expect(within(slide).getAllByRole('listitem', { hidden: true })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('has no arrows for 3 items at 3 per slide', () => {
    renderWithProviders(<WorkCarousel items={photos.slice(0, 3)} perSlide={3} />);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it('opens a photo in a modal and plays a YouTube video without cookies', async () => {
    const video = makePhoto(9, {
      type: 'additionalVideo',
      video: true,
      youtubeId: 'dQw4w9WgXcQ',
      url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const { user } = renderWithProviders(<WorkCarousel items={[makePhoto(1), video]} perSlide={3} />);
    await user.click(screen.getByRole('button', { name: 'Open Photo 1 of 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/work-1.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Play Video 2 of 2' }));
    const player = await screen.findByTitle('Video 2 of 2');
    expect(player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  });
});

describe("tag lists show 8 slots, the eighth '+N'", () => {
  it('shows 7 brands and +3 for 10, and all of them in the modal', async () => {
    mockApi({});
    const brands = Array.from({ length: 10 }, (_, index) => ({
      optionId: index + 1,
      name: `Brand ${index + 1}`,
    }));
    const { user } = renderWithProviders(
      <CanvasView
        canvas={makeCanvas({ additionalInformation: { preferredBrands: brands } })}
        mode="public"
      />,
    );
    const list = screen.getByRole('list', { name: 'Preferred brands' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).queryByText('Brand 8')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Show all 10 preferred brands' }));
    expect(within(list).getByText('+3')).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Preferred brands' });
    expect(within(dialog).getByText('Brand 10')).toBeInTheDocument();
  });
});

describe('bookmark', () => {
  it('sends a visitor to /sign-in?from={path}', async () => {
    mockApi({});
    const { user, router } = renderWithProviders(
      <CanvasView canvas={makeCanvas()} mode="public" />,
      '/canvas/maya-lopez',
    );
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    expect(currentUrl(router)).toBe('/sign-in?from=%2Fcanvas%2Fmaya-lopez%3Fintent%3Dbookmark');
  });

  it('toggles between Bookmark and Remove Bookmark for a signed-in user', async () => {
    startSession(makeSession(makeUser({ id: 3 })));
    const { requests } = mockApi({
      'PUT /api/bookmark/canvas/41/add': { body: { bookmarked: true } },
      'PUT /api/bookmark/canvas/41/remove': { body: { bookmarked: false } },
    });
    const { user } = renderWithProviders(
      <CanvasView canvas={makeCanvas()} mode="public" />,
      '/canvas/maya-lopez',
    );
    await user.click(screen.getByRole('button', { name: 'Bookmark' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Bookmark' }));
    expect(await screen.findByRole('button', { name: 'Bookmark' })).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT /api/bookmark/canvas/41/add',
      'PUT /api/bookmark/canvas/41/remove',
    ]);
  });

  it('does nothing in the editor preview', async () => {
    const { requests } = mockApi({});
    renderWithProviders(<CanvasView canvas={makeCanvas()} mode="live" />);
    expect(screen.getByRole('button', { name: 'Bookmark' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Message me' })).toBeDisabled();
    expect(requests).toHaveLength(0);
  });
});

describe('message me', () => {
  it("refuses an empty message with 'please input your message'", async () => {
    startSession(makeSession(makeUser({ id: 3 })));
    const { requests } = mockApi({});
    const { user } = renderWithProviders(<CanvasView canvas={makeCanvas()} mode="public" />);
    await user.click(screen.getByRole('button', { name: 'Message me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Maya Lopez' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.messageEmpty)).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('msg-email'))).toHaveLength(0);
  });

  it("sends to the owner and confirms with 'Message sent!'", async () => {
    startSession(makeSession(makeUser({ id: 3 })));
    const { requests } = mockApi({ 'POST /api/user/msg-email': { body: { success: true, skipped: false } } });
    const { user } = renderWithProviders(<CanvasView canvas={makeCanvas()} mode="public" />);
    await user.click(screen.getByRole('button', { name: 'Message me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Maya Lopez' });
    await user.type(within(dialog).getByLabelText('Your message'), 'Hi Maya, are you taking new clients?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const sent = await screen.findByRole('dialog', { name: messages.messageSent });
    expect(within(sent).getByText(messages.messageSentDescription)).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/api/user/msg-email')?.body).toEqual({
      msg: 'Hi Maya, are you taking new clients?',
      template: 'msg_to_member',
      users: [7],
      extra: { canvas_id: 41 },
    });
  });

  it("tells the owner 'target user is yourself! skipped!'", async () => {
    startSession(makeSession(makeUser({ id: 7 })));
    mockApi({ 'POST /api/user/msg-email': { body: { success: true, skipped: true } } });
    // On the public page the owner gets Edit and Share; the preview shows them what visitors get.
    const { user } = renderWithProviders(<CanvasView canvas={makeCanvas()} mode="preview" />);
    await user.click(screen.getByRole('button', { name: 'Message me' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Maya Lopez' });
    await user.type(within(dialog).getByLabelText('Your message'), 'Note to self');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messages.messageToSelf)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: messages.messageSent })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    mockApi({});
    const { user, router } = renderWithProviders(
      <CanvasView canvas={makeCanvas()} mode="public" />,
      '/canvas/maya-lopez',
    );
    await user.click(screen.getByRole('button', { name: 'Message me' }));
    expect(currentUrl(router)).toBe('/sign-in?from=%2Fcanvas%2Fmaya-lopez%3Fintent%3Dmessage');
  });
});

describe('QR code', () => {
  it('encodes the canvas link {origin}/canvas/{slug}', () => {
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeCanvas()} mode="public" origin="https://canvas.example" />);
    const code = screen.getByRole('img', { name: 'QR code of https://canvas.example/canvas/maya-lopez' });
    expect(code).toHaveAttribute('data-qr-payload', 'https://canvas.example/canvas/maya-lopez');
    expect(code.querySelector('path')?.getAttribute('d')).toBe(
      qrPath(qrMatrix('https://canvas.example/canvas/maya-lopez')),
    );
    expect(screen.getByRole('button', { name: 'Download QR code' })).toBeInTheDocument();
  });
});

describe('badges', () => {
  it('shows matched badges next to the awards, and nothing when matching fails', async () => {
    const awards = [
      { uuid: 'a', title: 'NAHA', issuer: 'PBA', issueYear: '2023', clubName: '', isUserAchievement: false },
    ];
    mockApi({
      'POST /api/badges/match': {
        body: {
          matches: [
            {
              logo: '/badges/naha.svg',
              url: 'https://example.org/naha',
              width: 80,
              line: 'NAHA finalist',
              awards: [0],
            },
          ],
        },
      },
    });
    const { unmount } = renderWithProviders(
      <CanvasView canvas={makeCanvas({ achievements: awards })} mode="public" />,
    );
    const award = (await screen.findByRole('link', { name: 'NAHA finalist' })).closest('li') as HTMLElement;
    expect(within(award).getByRole('link', { name: 'NAHA finalist' })).toHaveAttribute(
      'href',
      'https://example.org/naha',
    );
    // Each award shows once: the badge sits in the award's own entry, not in a second list.
    expect(within(award).getByText('NAHA')).toBeInTheDocument();
    expect(screen.getAllByText('NAHA')).toHaveLength(1);
    unmount();
    mockApi({ 'POST /api/badges/match': { status: 500, body: { code: 500, message: 'boom' } } });
    renderWithProviders(<CanvasView canvas={makeCanvas({ achievements: awards })} mode="public" />);
    expect(await screen.findByText('NAHA')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'NAHA finalist' })).not.toBeInTheDocument();
  });
});

describe('canvas types', () => {
  it('renders a business or school canvas with its own view and the same props', () => {
    mockApi({});
    const { unmount } = renderWithProviders(<CanvasView canvas={makeBusinessCanvas()} mode="public" />);
    expect(screen.getByRole('heading', { level: 2, name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About me' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print flyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print Resume' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<CanvasView canvas={makeSchoolCanvas()} mode="preview" framed />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Our School' })).toBeInTheDocument();
  });

  it('keeps the person view for students and professionals', () => {
    mockApi({});
    renderWithProviders(
      <CanvasView
        canvas={makeCanvas({ type: 'student', introduction: { description: 'Second year at Aveda.' } })}
        mode="public"
      />,
    );
    expect(screen.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Resume' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
