import type { Canvas } from '@canvas/shared';
import { messages } from '@canvas/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { addressHandlers, CONGRESS_PLACE } from '@/testing/address-fixtures';
import { makeSession, makeUser } from '@/testing/fixtures';
import { type MockResponse, mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { makeCanvas, optionsHandler } from '../../editor/testing/editor-fixtures';

const business = makeUser({ id: 7, email: 'owner@salon.test', profile: { target: 'businessCanvas' } });
const school = makeUser({ id: 8, email: 'dean@school.test', profile: { target: 'schoolDashboard' } });

type Handlers = Parameters<typeof mockApi>[0];

function mockInfoApi(options: { salonCentric?: boolean; extra?: Handlers } = {}) {
  return mockApi({
    'GET /api/user/info': { body: business },
    'GET /api/user/is-salon-centric': { body: options.salonCentric ?? false },
    'GET /api/option/customized': optionsHandler,
    // A street the provider placed itself: no ZIP-centre note under the address.
    ...addressHandlers({ ...CONGRESS_PLACE, precision: 'address' }),
    'PUT /api/option/school/search': {
      body: { list: [{ id: 12, name: 'Aveda Institute Austin', city: 'Austin', state: 'TX' }] },
    },
    ...options.extra,
  });
}

type User = ReturnType<typeof renderApp>['user'];

async function pickAddress(user: User, scope: HTMLElement) {
  await user.type(within(scope).getByRole('combobox', { name: /Address/ }), '512 Congress');
  await user.click(await screen.findByRole('option', { name: /512 Congress Ave/ }));
}

const requiredList = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Required fields' });
  return within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

const posted = (requests: ReturnType<typeof mockApi>['requests'], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.url.split('?')[0] === path);

describe('/company-info (spec 2 "Company info step")', () => {
  it('shows the business steps, Company Information first', async () => {
    startSession(makeSession(business));
    mockInfoApi();
    renderApp('/company-info');
    const steps = await screen.findByRole('navigation', { name: 'Portfolio steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Company Information', '2Business Canvas', '3Preview', '4Publish']);
  });

  it('tells a person account up front that a business canvas needs a salon account, with no form to fill', async () => {
    startSession(makeSession(makeUser({ id: 9, profile: { target: 'personalCanvas' } })));
    mockInfoApi();
    renderApp('/company-info');
    expect(
      await screen.findByRole('heading', { name: 'This account cannot create a business canvas' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/choose 'Salon or business owner'/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Company name/ })).not.toBeInTheDocument();
  });

  it("lists 'Company name', 'Business category' and 'Location' in the required-fields modal and sends nothing", async () => {
    startSession(makeSession(business));
    const { requests } = mockInfoApi();
    const { user } = renderApp('/company-info');
    await user.click(await screen.findByRole('button', { name: 'Create Business Canvas' }));
    expect(await requiredList()).toEqual(['Company name', 'Business category', 'Location']);
    expect(posted(requests, '/api/canvas')).toHaveLength(0);
  });

  it("'Location' stays listed while an extra location has no address", async () => {
    startSession(makeSession(business));
    mockInfoApi();
    const { user } = renderApp('/company-info');
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Luxe Hair');
    const categories = screen.getByRole('combobox', { name: /Business category/ });
    await user.click(categories);
    await user.click(await screen.findByRole('option', { name: 'Barber' }));
    await pickAddress(user, screen.getByRole('group', { name: 'Default location' }));
    await user.click(screen.getByRole('button', { name: 'Add another location' }));
    await user.click(screen.getByRole('button', { name: 'Purchase Job Opportunity' }));
    expect(await requiredList()).toEqual(['Location']);
  });

  it('blocks a typed or pasted slash in the company name', async () => {
    startSession(makeSession(business));
    mockInfoApi();
    const { user } = renderApp('/company-info');
    const name = await screen.findByRole('textbox', { name: /Company name/ });
    expect(fireEvent.keyDown(name, { key: '/' })).toBe(false);
    await user.click(name);
    await user.paste('Hair/Nails');
    expect(name).toHaveValue('HairNails');
    expect(screen.getByText(messages.slashNotAllowed)).toBeInTheDocument();
  });

  it('the contact number blocks e + - . and keeps digits only', async () => {
    startSession(makeSession(business));
    mockInfoApi();
    const { user } = renderApp('/company-info');
    const phone = await screen.findByRole('textbox', { name: 'Primary contact number' });
    for (const key of ['e', 'E', '+', '-', '.']) expect(fireEvent.keyDown(phone, { key })).toBe(false);
    expect(fireEvent.keyDown(phone, { key: '5' })).toBe(true);
    await user.click(phone);
    await user.paste('(512) 555-0123');
    expect(phone).toHaveValue('5125550123');
  });

  it('shows no account number to users who did not come from the retail partner', async () => {
    startSession(makeSession(business));
    const { requests } = mockInfoApi({ salonCentric: false });
    renderApp('/company-info');
    await screen.findByRole('textbox', { name: /Company name/ });
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith('/is-salon-centric'))).toBe(true),
    );
    expect(screen.queryByRole('textbox', { name: /Account \(Sold to\) number/ })).not.toBeInTheDocument();
  });

  it('creates the business canvas, stores the account number (digits, at most 10) and opens the editor', async () => {
    startSession(makeSession(business));
    const { requests } = mockInfoApi({
      salonCentric: true,
      extra: {
        'POST /api/canvas': { body: { id: 51, slug: 'luxe-hair' } },
        'POST /api/canvas/add-sc-salon-id': { body: { success: true } },
      },
    });
    const { user, router } = renderApp('/company-info?fromPost=true');
    await user.type(await screen.findByRole('textbox', { name: /Company name/ }), 'Luxe Hair');
    const account = await screen.findByRole('textbox', { name: /Account \(Sold to\) number/ });
    await user.click(account);
    await user.paste('12-3456-7890-99');
    expect(account).toHaveValue('1234567890');
    await user.type(screen.getByRole('textbox', { name: 'Primary contact number' }), '5125550123');
    const categories = screen.getByRole('combobox', { name: /Business category/ });
    await user.click(categories);
    await user.click(await screen.findByRole('option', { name: 'Barber' }));
    await user.type(categories, 'Lash Bar{Enter}');
    await pickAddress(user, screen.getByRole('group', { name: 'Default location' }));
    await user.click(screen.getByRole('button', { name: 'Create Business Canvas' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/business-canvas/luxe-hair?fromPost=true'));
    const [created] = posted(requests, '/api/canvas');
    expect(created?.body).toMatchObject({
      type: 'business',
      introduction: { name: 'Luxe Hair' },
      detail: {
        primaryContactNumber: '5125550123',
        categories: [
          { optionId: 3, name: 'Barber' },
          { optionId: 0, name: 'Lash Bar' },
        ],
        locations: [
          { address: '512 Congress Ave, Austin, TX 78701', city: 'Austin', coordinates: [-97.7426, 30.2713] },
        ],
      },
    });
    expect(posted(requests, '/api/canvas/add-sc-salon-id')[0]?.body).toEqual({
      canvasId: 51,
      scSalonId: 1234567890,
    });
  });

  it("'Purchase Job Opportunity' saves the canvas of ?slug= and goes to the business payment page", async () => {
    startSession(makeSession(business));
    const canvas: Canvas = makeCanvas({
      id: 51,
      slug: 'luxe-hair',
      type: 'business',
      educations: [],
      introduction: { ...makeCanvas().introduction, name: 'Luxe Hair' },
      detail: {
        primaryContactNumber: '5125550123',
        scSalonId: null,
        categories: [
          { optionId: 3, name: 'Barber', licenseNumber: '', stateId: null, stateName: '', otherName: '' },
        ],
        locations: [
          {
            uuid: 'loc-1',
            address: CONGRESS_PLACE.address,
            city: 'Austin',
            state: 'Texas',
            stateShort: 'TX',
            country: 'United States',
            countryShort: 'US',
            coordinates: CONGRESS_PLACE.coordinates,
            area: 0,
            areaUnit: 'ft',
            chairAmount: 4,
            employeeAmount: 0,
            members: [],
          },
        ],
      },
    });
    const put: MockResponse = { body: canvas };
    const { requests } = mockInfoApi({
      extra: { 'GET /api/canvas/luxe-hair': { body: canvas }, 'PUT /api/canvas/51': put },
    });
    const { user, router } = renderApp('/company-info?slug=luxe-hair');
    expect(await screen.findByRole('textbox', { name: /Company name/ })).toHaveValue('Luxe Hair');
    await user.click(screen.getByRole('button', { name: 'Purchase Job Opportunity' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/business-payment/luxe-hair?isPostOpportunity=true'),
    );
    const update = requests.find((request) => request.method === 'PUT');
    expect(update?.body).toMatchObject({
      introduction: { name: 'Luxe Hair' },
      detail: {
        categories: [{ optionId: 3, name: 'Barber' }],
        locations: [{ uuid: 'loc-1', chairAmount: 4 }],
      },
    });
    expect(posted(requests, '/api/canvas')).toHaveLength(0);
  });
});

describe('the Paul Mitchell sign-in (spec 1 §2.1: school=paul_mitchell)', () => {
  it('lands on /company-info and shows the company step', async () => {
    mockInfoApi({ extra: { 'POST /api/auth/login': { body: makeSession(business) } } });
    const { user, router } = renderApp('/sign-in?school=paul_mitchell');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), business.email);
    await user.type(within(form).getByLabelText('Password'), 'Demo_pass1!');
    await user.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/company-info'));
    expect(await screen.findByRole('heading', { name: 'Tell us about your company' })).toBeInTheDocument();
  });
});

describe('/school-info (spec 2 "School info step")', () => {
  it("lists 'School name', 'Your title' and 'Location' and shows the school steps", async () => {
    startSession(makeSession(school));
    mockInfoApi();
    const { user } = renderApp('/school-info');
    const steps = await screen.findByRole('navigation', { name: 'Portfolio steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1School Information', '2School Canvas', '3Preview', '4Publish']);
    await user.click(screen.getByRole('button', { name: 'Next to Create School Canvas' }));
    expect(await requiredList()).toEqual(['School name', 'Your title', 'Location']);
  });

  it("an invite email that is not valid says 'Invalid Email Address' and nothing is saved", async () => {
    startSession(makeSession(school));
    const { requests } = mockInfoApi();
    const { user } = renderApp('/school-info');
    await user.click(await screen.findByRole('button', { name: 'Add employee, Default location' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Email of employee 1, Default location' }),
      'teacher@school',
    );
    await user.click(screen.getByRole('button', { name: 'Skip to Purchase School Dashboard' }));
    expect(await screen.findByText(messages.inviteEmailInvalid)).toBeInTheDocument();
    expect(posted(requests, '/api/canvas')).toHaveLength(0);
  });

  it('creates the school canvas, invites the employees of each location and opens the editor', async () => {
    startSession(makeSession(school));
    const { requests } = mockInfoApi({
      extra: {
        'POST /api/canvas': { body: { id: 61, slug: 'aveda-austin' } },
        'POST /api/canvas/school/add-employee': ({ body }) => ({
          body: {
            success: true,
            invitations: (body as { members: { email: string }[] }).members.map(({ email }) => ({
              email,
              resent: false,
            })),
          },
        }),
      },
    });
    const { user, router } = renderApp('/school-info');
    const name = await screen.findByRole('combobox', { name: /School name/ });
    expect(fireEvent.keyDown(name, { key: '/' })).toBe(false);
    await user.type(name, 'Aveda');
    await user.click(await screen.findByRole('option', { name: /Aveda Institute Austin/ }));
    await user.type(screen.getByRole('textbox', { name: /Your title/ }), 'Director');
    const first = screen.getByRole('group', { name: 'Default location' });
    await pickAddress(user, first);
    await user.click(within(first).getByRole('radio', { name: 'Day' }));
    await user.click(screen.getByRole('button', { name: 'Add employee, Default location' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Email of employee 1, Default location' }),
      'kim@aveda.edu',
    );
    await user.click(screen.getByRole('combobox', { name: 'Role of employee 1, Default location' }));
    await user.click(await screen.findByRole('option', { name: 'Teacher' }));
    await user.click(screen.getByRole('button', { name: 'Next to Create School Canvas' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/school-canvas/aveda-austin'));
    const [created] = posted(requests, '/api/canvas');
    expect(created?.body).toMatchObject({
      type: 'school',
      introduction: { name: 'Aveda Institute Austin', title: 'Director' },
      detail: { locations: [{ address: CONGRESS_PLACE.address, classType: 'day' }] },
    });
    const body = created?.body as { detail: { locations: { uuid: string }[] } } | undefined;
    const locationId = body?.detail.locations[0]?.uuid;
    expect(posted(requests, '/api/canvas/school/add-employee')[0]?.body).toEqual({
      canvasId: 61,
      locationId,
      members: [{ email: 'kim@aveda.edu', role: 'Teacher' }],
      business: false,
    });
    expect(await screen.findByText(messages.invitationSent)).toBeInTheDocument();
  });
});
