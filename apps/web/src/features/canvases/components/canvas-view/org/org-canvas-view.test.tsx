import { messages } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp, renderWithProviders } from '@/testing/render';
import {
  makeBusinessCanvas,
  makeLocation,
  makePhoto,
  makeSchoolCanvas,
  makeTags,
} from '../../../canvas-fixtures';
import { canvasMeta } from '../../pages/public-canvas-page';
import { CanvasView } from '../canvas-view';

const award = {
  uuid: 'a1',
  title: 'NAHA',
  issuer: 'PBA',
  issueYear: '2023',
  clubName: '',
  isUserAchievement: false,
};

/** The sections' titles, top to bottom. */
function sectionTitles(): string[] {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent ?? '');
}

function navLinks(): string[] {
  const nav = screen.getByRole('navigation', { name: /canvas sections/ });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('business canvas: every section from a fixture', () => {
  it('shows the hero: logo, name, headline, primary city, category and the actions', () => {
    mockApi({ 'POST /api/badges/match': { body: { matches: [] } } });
    renderWithProviders(<CanvasView canvas={makeBusinessCanvas()} mode="public" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Studio Nova' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Studio Nova logo' })).toHaveAttribute('src', '/media/logo.png');
    expect(screen.getByText('Colour-first salon in downtown Austin')).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'At a glance' });
    expect(within(facts).getByText(/Austin, TX/)).toBeInTheDocument();
    expect(within(facts).getByText(/2 locations/)).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: '512-555-0142' })).toHaveAttribute(
      'href',
      'tel:+15125550142',
    );
    expect(screen.getByText('Business')).toBeInTheDocument();
    expect(screen.getByText('Hair Salon')).toBeInTheDocument();
    for (const name of ['Message us', 'Bookmark', 'Share', 'Print flyer']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('shows the sections in the menu order and the menu jumps to each', () => {
    mockApi({ 'POST /api/badges/match': { body: { matches: [] } } });
    const opportunities = <p>Senior Colorist · full time</p>;
    renderWithProviders(
      <CanvasView
        canvas={makeBusinessCanvas({ achievements: [award] })}
        mode="public"
        opportunities={opportunities}
      />,
    );
    const order = [
      'About Us',
      'Our Team',
      'Awards',
      'Additional Info',
      'Locations',
      'Current Opportunities',
      'Social Media',
    ];
    expect(sectionTitles()).toEqual(order);
    expect(navLinks()).toEqual(order);
    const nav = screen.getByRole('navigation', { name: /canvas sections/ });
    for (const title of order) {
      const href = within(nav).getByRole('link', { name: title }).getAttribute('href') ?? '';
      const section = document.getElementById(href.slice(1));
      expect(section).toHaveAccessibleName(title);
    }
    expect(screen.getByText('Senior Colorist · full time')).toBeInTheDocument();
  });

  it('shows About Us with the featured video and the additional videos', () => {
    mockApi({});
    const videos = Array.from({ length: 9 }, (_, index) =>
      makePhoto(index + 1, { type: 'additionalVideo', video: true, youtubeId: `vid${index}abcdefg` }),
    );
    renderWithProviders(
      <CanvasView
        canvas={makeBusinessCanvas({
          media: {
            featuredVideo: makePhoto(20, { type: 'featuredVideo', video: true, youtubeId: 'dQw4w9WgXcQ' }),
            additionalVideo: videos,
          },
        })}
        mode="public"
      />,
    );
    const about = screen.getByRole('region', { name: 'About Us' });
    expect(within(about).getByText('We are a team of twelve colourists and stylists.')).toBeInTheDocument();
    expect(within(about).getByRole('button', { name: 'Play featured video' })).toBeInTheDocument();
    expect(
      within(about).getByRole('button', { name: 'Play Video 9 of 9', hidden: true }),
    ).toBeInTheDocument();
  });

  it('shows Our Team with the team photo and why to join', () => {
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeBusinessCanvas()} mode="public" />);
    const team = screen.getByRole('region', { name: 'Our Team' });
    expect(within(team).getByRole('img', { name: 'The Studio Nova team' })).toHaveAttribute(
      'src',
      '/media/team.jpg',
    );
    expect(within(team).getByText('Why join us')).toBeInTheDocument();
    expect(within(team).getByText(/Paid education every month/)).toBeInTheDocument();
  });

  it('lists each location with its area and unit, chairs and employees', () => {
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeBusinessCanvas()} mode="public" />);
    const list = screen.getByRole('list', { name: 'Locations' });
    const [main, second] = within(list)
      .getAllByRole('listitem', { name: undefined })
      .filter((item) => item.parentElement === list);
    expect(main).toHaveTextContent('Main location');
    expect(main).toHaveTextContent('512 Congress Ave, Austin, TX 78700');
    expect(main).toHaveTextContent('1,800 sq ft');
    expect(main).toHaveTextContent('12 chairs');
    expect(main).toHaveTextContent('15 employees');
    expect(second).toHaveTextContent('Location 2');
    expect(second).toHaveTextContent('120 m²');
    expect(second).toHaveTextContent('6 chairs');
  });

  it('shows the first location on the map and switches to the one chosen', async () => {
    mockApi({});
    const { user } = renderWithProviders(<CanvasView canvas={makeBusinessCanvas()} mode="public" />);
    expect(
      screen.getByRole('img', { name: 'Map of 512 Congress Ave, Austin, TX 78700' }),
    ).toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show on map: 1200 S Lamar Blvd, Austin, TX 78701' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(
      screen.getByRole('img', { name: 'Map of 1200 S Lamar Blvd, Austin, TX 78701' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Map of 512 Congress Ave/ })).not.toBeInTheDocument();
    expect(show).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws the map tiles at zoom 15 around the location when tiles are configured', async () => {
    mockApi({
      'GET /api/places/map': {
        body: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example', zoom: 15 },
      },
    });
    renderWithProviders(<CanvasView canvas={makeBusinessCanvas()} mode="public" />);
    const map = await screen.findByRole('img', { name: 'Map of 512 Congress Ave, Austin, TX 78700' });
    await waitFor(() => expect(map.querySelectorAll('img').length).toBeGreaterThan(0));
    for (const tile of map.querySelectorAll('img')) {
      expect(tile.getAttribute('src')).toMatch(/^https:\/\/tiles\.example\/15\/\d+\/\d+\.png$/);
    }
    expect(screen.getByText('© Example')).toBeInTheDocument();
  });

  it('prints the flyer from GET /api/canvas/canvas-pdf/{id}', async () => {
    mockApi({});
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<CanvasView canvas={makeBusinessCanvas()} mode="public" />);
    await user.click(screen.getByRole('button', { name: 'Print flyer' }));
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/api/canvas/canvas-pdf/52`,
      '_blank',
      'noopener',
    );
  });

  it("shares by copying the link and says 'The link has been copied to your clipboard'", async () => {
    mockApi({});
    const { user } = renderWithProviders(
      <CanvasView canvas={makeBusinessCanvas()} mode="public" origin="https://canvas.example" />,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith('https://canvas.example/canvas/studio-nova');
    expect(await screen.findByText(messages.linkCopied)).toBeInTheDocument();
  });

  it('shows the Instagram block and its menu entry once the account has posts', async () => {
    const post = {
      id: 'p1',
      media_type: 'IMAGE',
      media_url: '/media/insta-1.jpg',
      thumbnail_url: null,
      permalink: 'https://www.instagram.com/p/1',
      caption: 'Fresh copper balayage',
      timestamp: null,
    };
    mockApi({ 'GET /api/instagram/medias': { body: { username: 'studionova', medias: [post] } } });
    renderWithProviders(
      <CanvasView canvas={makeBusinessCanvas({ instagramHandle: 'studionova' })} mode="public" />,
    );
    expect(await screen.findByRole('heading', { name: 'Instagram' })).toBeInTheDocument();
    expect(navLinks()).toEqual([
      'About Us',
      'Our Team',
      'Additional Info',
      'Instagram',
      'Locations',
      'Social Media',
    ]);
    expect(document.getElementById('canvas-instagram')).toContainElement(
      screen.getByRole('heading', { name: 'Instagram' }),
    );
  });

  it('leaves Instagram out of the menu while the account has no posts', async () => {
    const { requests } = mockApi({
      'GET /api/instagram/medias': { body: { username: 'studionova', medias: [] } },
    });
    renderWithProviders(
      <CanvasView canvas={makeBusinessCanvas({ instagramHandle: 'studionova' })} mode="public" />,
    );
    await waitFor(() =>
      expect(requests.some((request) => request.url.includes('/instagram/medias'))).toBe(true),
    );
    expect(navLinks()).not.toContain('Instagram');
    expect(requests.filter((request) => request.url.includes('/instagram/medias'))).toHaveLength(1);
  });
});

describe('hidden when empty', () => {
  const empty = () =>
    makeBusinessCanvas({
      introduction: { description: '', reason: '', headline: '' },
      media: { teamPhoto: null, featuredVideo: null, additionalVideo: [] },
      additionalInformation: {
        backbarBrands: [],
        retailBrands: [],
        companyBenefits: [],
        softwares: [],
        specialities: [],
        charities: [],
        paymentMode: null,
      },
      detail: { locations: [] },
    });

  it('shows visitors only the sections with something in them', () => {
    mockApi({});
    renderWithProviders(<CanvasView canvas={empty()} mode="public" />);
    expect(sectionTitles()).toEqual(['Social Media']);
    expect(navLinks()).toEqual(['Social Media']);
    // A salon has a canvas, not a portfolio.
    expect(screen.getByText('Scan to open this canvas')).toBeInTheDocument();
  });

  it('hides Current Opportunities until the page hands some in', () => {
    mockApi({});
    const { unmount } = renderWithProviders(<CanvasView canvas={makeBusinessCanvas()} mode="public" />);
    expect(screen.queryByRole('heading', { name: 'Current Opportunities' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<CanvasView canvas={makeBusinessCanvas()} mode="public" opportunities={null} />);
    expect(navLinks()).not.toContain('Current Opportunities');
  });

  it('shows every editable section with a hint in the live preview', () => {
    renderWithProviders(<CanvasView canvas={empty()} mode="live" />);
    expect(sectionTitles()).toEqual([
      'About Us',
      'Our Team',
      'Awards',
      'Additional Info',
      'Locations',
      'Social Media',
    ]);
    expect(screen.getByText(/Tell people why they should join your team/)).toBeInTheDocument();
    expect(screen.getByText(/Your locations and their map will show here/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print flyer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Message us' })).toBeDisabled();
  });

  it('names an unnamed canvas in the live preview without using the owner', () => {
    renderWithProviders(
      <CanvasView canvas={makeBusinessCanvas({ introduction: { name: '' } })} mode="live" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your company name');
    expect(screen.queryByText(/Jordan Ellis/)).not.toBeInTheDocument();
  });

  it('drops the team photo or the text when only one is there', () => {
    mockApi({});
    renderWithProviders(
      <CanvasView canvas={makeBusinessCanvas({ introduction: { reason: '' } })} mode="public" />,
    );
    const team = screen.getByRole('region', { name: 'Our Team' });
    expect(within(team).getByRole('img')).toBeInTheDocument();
    expect(within(team).queryByText('Why join us')).not.toBeInTheDocument();
  });

  it('leaves empty facts out of a location card', () => {
    mockApi({});
    renderWithProviders(
      <CanvasView canvas={makeBusinessCanvas({ detail: { locations: [makeLocation(0)] } })} mode="public" />,
    );
    const list = screen.getByRole('list', { name: 'Locations' });
    expect(list).not.toHaveTextContent(/sq ft|chairs|employees/);
    expect(screen.queryByRole('button', { name: /on map|on the map/ })).not.toBeInTheDocument();
  });
});

describe("Additional Info: lists over 8 show 7 and '+N' with More (spec 2 §9)", () => {
  function renderBrands(count: number) {
    mockApi({});
    return renderWithProviders(
      <CanvasView
        canvas={makeBusinessCanvas({ additionalInformation: { backbarBrands: makeTags(count, 'Brand') } })}
        mode="public"
      />,
    );
  }

  it('shows 8 items as they are', () => {
    renderBrands(8);
    const list = screen.getByRole('list', { name: 'Backbar brands' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByText('Brand 8')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /More/ })).not.toBeInTheDocument();
  });

  it("shows 7 and '+2' for 9", () => {
    renderBrands(9);
    const list = screen.getByRole('list', { name: 'Backbar brands' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getByText('Brand 7')).toBeInTheDocument();
    expect(within(list).queryByText('Brand 8')).not.toBeInTheDocument();
    expect(within(list).getByText('+2')).toBeInTheDocument();
  });

  it("shows 7 and '+13' for 20, and More opens all 20", async () => {
    const { user } = renderBrands(20);
    const list = screen.getByRole('list', { name: 'Backbar brands' });
    expect(within(list).getByText('+13')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'More backbar brands: show all 20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Backbar brands' });
    expect(within(within(dialog).getByRole('list')).getAllByRole('listitem')).toHaveLength(20);
    expect(within(dialog).getByText('Brand 20')).toBeInTheDocument();
  });

  it('lists every business group under its label', () => {
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeBusinessCanvas()} mode="public" />);
    const section = screen.getByRole('region', { name: 'Additional Info' });
    for (const label of [
      'Backbar brands',
      'Retail brands',
      'Company benefits',
      'Payment mode',
      'Software',
      'Specialities',
      'Charities',
    ]) {
      expect(within(section).getByRole('list', { name: label })).toBeInTheDocument();
    }
    expect(within(section).getByText('Commission')).toBeInTheDocument();
  });

  it("hides the payment mode 'Don't show' (by id or by name)", () => {
    mockApi({});
    const { unmount } = renderWithProviders(
      <CanvasView
        canvas={makeBusinessCanvas({
          additionalInformation: { paymentMode: { optionId: 173, name: "Don't show" } },
        })}
        mode="public"
      />,
    );
    expect(screen.queryByRole('list', { name: 'Payment mode' })).not.toBeInTheDocument();
    expect(screen.queryByText("Don't show")).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <CanvasView
        canvas={makeBusinessCanvas({
          additionalInformation: { paymentMode: { optionId: null, name: "Don't show" } },
        })}
        mode="public"
      />,
    );
    expect(screen.queryByText("Don't show")).not.toBeInTheDocument();
  });
});

describe("Locations: the first 3, then 'and N more locations' (spec 2 §9)", () => {
  const locations = (count: number) => Array.from({ length: count }, (_, index) => makeLocation(index));
  const cards = () => {
    const list = screen.getByRole('list', { name: 'Locations' });
    return within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
  };

  it('lists 3 locations whole', () => {
    mockApi({});
    renderWithProviders(
      <CanvasView canvas={makeBusinessCanvas({ detail: { locations: locations(3) } })} mode="public" />,
    );
    expect(cards()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /more location/ })).not.toBeInTheDocument();
  });

  it("lists 3 of 5 and 'and 2 more locations', which shows the rest", async () => {
    mockApi({});
    const { user } = renderWithProviders(
      <CanvasView canvas={makeBusinessCanvas({ detail: { locations: locations(5) } })} mode="public" />,
    );
    expect(cards()).toHaveLength(3);
    expect(screen.queryByText(/901 E Cesar Chavez St/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'and 2 more locations' }));
    expect(cards()).toHaveLength(5);
    expect(screen.getByText(/901 E Cesar Chavez St/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show fewer locations' }));
    expect(cards()).toHaveLength(3);
  });

  it('leaves out a location with no address', () => {
    mockApi({});
    renderWithProviders(
      <CanvasView
        canvas={makeBusinessCanvas({
          detail: {
            locations: [
              makeLocation(0),
              makeLocation(1, { address: '', city: '', state: '', stateShort: '' }),
            ],
          },
        })}
        mode="public"
      />,
    );
    expect(cards()).toHaveLength(1);
  });
});

describe('school canvas', () => {
  it("says 'Why Choose Our School' and 'Job Showcase' where a business says 'Our Team' and 'Current Opportunities'", () => {
    mockApi({});
    renderWithProviders(
      <CanvasView canvas={makeSchoolCanvas()} mode="public" opportunities={<p>Educator wanted</p>} />,
    );
    expect(navLinks()).toEqual([
      'About Us',
      'Why Choose Our School',
      'Additional Info',
      'Locations',
      'Job Showcase',
      'Social Media',
    ]);
    expect(screen.queryByText('Our Team')).not.toBeInTheDocument();
    expect(screen.queryByText('Current Opportunities')).not.toBeInTheDocument();
    expect(screen.queryByText('Why join us')).not.toBeInTheDocument();
    expect(screen.getByText(/94% licensure pass rate/)).toBeInTheDocument();
    expect(screen.getByText('School')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Austin Beauty Academy' })).toBeInTheDocument();
  });

  it('lists class type, day and night students, accreditation and programs per location', () => {
    mockApi({});
    renderWithProviders(<CanvasView canvas={makeSchoolCanvas()} mode="public" />);
    const list = screen.getByRole('list', { name: 'Locations' });
    expect(list).toHaveTextContent('Day & night classes');
    expect(list).toHaveTextContent('120 day students');
    expect(list).toHaveTextContent('45 night students');
    expect(list).toHaveTextContent('Accredited');
    expect(list).not.toHaveTextContent(/sq ft|chairs/);
    const programs = within(list).getByRole('list', { name: 'Programs at main location' });
    expect(within(programs).getAllByRole('listitem')).toHaveLength(3);
  });

  it("shows a school's programs over 8 as 7 and '+N'", () => {
    mockApi({});
    renderWithProviders(
      <CanvasView
        canvas={makeSchoolCanvas({
          detail: { locations: [makeLocation(0, { supportedProgram: makeTags(12, 'Program') })] },
        })}
        mode="public"
      />,
    );
    const programs = screen.getByRole('list', { name: 'Programs at main location' });
    expect(within(programs).getByText('+5')).toBeInTheDocument();
  });

  it('says "Your school name" on an unnamed school in the live preview', () => {
    renderWithProviders(
      <CanvasView canvas={makeSchoolCanvas({ introduction: { name: '', reason: '' } })} mode="live" />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your school name');
    expect(screen.getByText(/Tell students why they should choose your school/)).not.toBeNull();
  });
});

describe('public page /canvas/{slug} of a business or school', () => {
  it('shows the business and names the page after its name and headline', async () => {
    mockApi({
      'GET /api/canvas/studio-nova': { body: makeBusinessCanvas() },
      'POST /api/badges/match': { body: { matches: [] } },
    });
    renderApp('/canvas/studio-nova');
    expect(await screen.findByRole('heading', { level: 1, name: 'Studio Nova' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Studio Nova · Colour-first salon in downtown Austin | Canvas'),
    );
    expect(screen.getByRole('button', { name: 'Print flyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print Resume' })).not.toBeInTheDocument();
  });

  it('describes a business or school by its own words, never its owner', () => {
    expect(canvasMeta(makeBusinessCanvas({ introduction: { description: '' } }))).toEqual({
      title: 'Studio Nova · Colour-first salon in downtown Austin',
      description: 'Studio Nova on Canvas: about us, our team, locations and current opportunities.',
    });
    expect(canvasMeta(makeSchoolCanvas({ introduction: { headline: '' } }))).toEqual({
      title: 'Austin Beauty Academy',
      description: 'Hands-on training on our salon floor.',
    });
  });
});
