import { type Canvas, type MediaItem, messages, type OpportunityPay } from '@canvas/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { startSession } from '@/lib/session';
import { makeSavedCanvas } from '@/testing/canvas-fixtures';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';
import { currentUrl, renderApp } from '@/testing/render';
import { emptyPay, payFromOpportunity, payToSend, payTransparencyWarning } from './pay-values';

const owner = makeUser({ id: 5 });

type Location = Canvas['detail']['locations'][number];
const place = (uuid: string, address: string, city: string, state: string, stateShort: string): Location =>
  ({
    uuid,
    address,
    city,
    state,
    stateShort,
    country: 'United States',
    countryShort: 'US',
    coordinates: null,
    area: 0,
  }) as Location;

const losAngeles = place('loc-ca', '8 Melrose Ave, Los Angeles, CA', 'Los Angeles', 'California', 'CA');
const austin = place('loc-tx', '12 Main St, Austin, TX', 'Austin', 'Texas', 'TX');

const salon: Canvas = makeSavedCanvas('Luxe Salon', {
  id: 40,
  slug: 'luxe-salon',
  type: 'business',
  status: 'public',
  canEdit: true,
  detail: { locations: [austin, losAngeles], categories: [], primaryContactNumber: '', scSalonId: null },
});

const thumb: MediaItem = {
  url: '/media/business_canvas/thumbnailPhoto/t1.jpg',
  type: 'thumbnailPhoto',
  video: false,
  image: '/media/business_canvas/thumbnailPhoto/t1.jpg',
};

const OPTIONS = 'GET /api/option/customized';

function signIn() {
  startSession(makeSession(owner));
  return { 'GET /api/user/info': { body: owner }, [OPTIONS]: { body: {} } };
}

const pay = (stated: Partial<OpportunityPay>): OpportunityPay => ({ ...emptyPay(), ...stated });
const california = messages.payTransparencyWarning('California');

describe('pay in the post form (rules)', () => {
  it('sends nothing when nothing is stated, and reads an opportunity without pay as empty', () => {
    expect(payToSend(emptyPay())).toBeNull();
    expect(payToSend(pay({ tips: true }))).toEqual(pay({ tips: true }));
    expect(payToSend(pay({ salaryMin: 40_000 }))).toEqual(pay({ salaryMin: 40_000 }));
    expect(payFromOpportunity(undefined)).toEqual(emptyPay());
    expect(payFromOpportunity(null)).toEqual(emptyPay());
  });

  it('warns in a pay-transparency state, or for a national opportunity, until a pay range is given', () => {
    const inCalifornia = { location: losAngeles, national: false };
    expect(payTransparencyWarning(emptyPay(), inCalifornia)).toBe(california);
    expect(payTransparencyWarning(pay({ tips: true }), inCalifornia)).toBe(california);
    expect(payTransparencyWarning(pay({ commissionMin: 45 }), inCalifornia)).toBeNull();
    expect(payTransparencyWarning(emptyPay(), { location: austin, national: false })).toBeNull();
    expect(payTransparencyWarning(emptyPay(), { location: null, national: false })).toBeNull();
    expect(payTransparencyWarning(emptyPay(), { location: null, national: true })).toBe(
      messages.payTransparencyNational,
    );
    expect(
      payTransparencyWarning(pay({ hourlyGuarantee: 18 }), { location: null, national: true }),
    ).toBeNull();
  });
});

describe('the Pay section of /dashboard-post-job-opportunity', () => {
  it('warns once a location in California is chosen, and not in Texas', async () => {
    mockApi({ ...signIn(), 'GET /api/canvas/40': { body: salon } });
    const { user } = renderApp('/dashboard-post-job-opportunity?id=40');
    await screen.findByRole('heading', { name: 'Pay' });
    expect(screen.queryByText(california)).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Select Location' }));
    await user.click(await screen.findByRole('option', { name: losAngeles.address }));
    expect(await screen.findByText(california)).toBeInTheDocument();
    expect(screen.getByText(messages.payTransparencyTitle)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Select Location' }));
    await user.click(await screen.findByRole('option', { name: austin.address }));
    await waitFor(() => expect(screen.queryByText(messages.payTransparencyTitle)).not.toBeInTheDocument());
  });

  it('clears the warning once pay is stated, and shows how the pay will read', async () => {
    const saved = makeOpportunityFixture({
      status: 'private',
      canEdit: true,
      location: { uuid: losAngeles.uuid, address: losAngeles.address },
    });
    mockApi({
      ...signIn(),
      'GET /api/opportunity/7': { body: saved },
      'GET /api/canvas/40': { body: salon },
    });
    const { user } = renderApp('/dashboard-post-job-opportunity?is_edit=1&opportunityId=7');
    expect(await screen.findByText(california)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Commission from' }), '45');
    await user.type(screen.getByRole('textbox', { name: 'Commission up to' }), '55');
    await user.type(screen.getByRole('textbox', { name: 'Hourly guarantee ($ an hour)' }), '18');
    await user.click(screen.getByRole('switch', { name: 'Tips' }));
    expect(screen.queryByText(california)).not.toBeInTheDocument();
    expect(screen.getByText('45–55% commission · $18/hr guarantee · tips')).toBeInTheDocument();
  });

  it.each([
    ['Commission from', '60', 'Commission up to', '40', messages.payCommissionOrder],
    ['Salary from ($ a year)', '90000', 'Salary up to ($ a year)', '50000', messages.paySalaryOrder],
  ])(
    'refuses %s above its highest with its message and sends nothing',
    async (low, lowValue, high, highValue, message) => {
      const { requests } = mockApi({ ...signIn(), 'GET /api/canvas/40': { body: salon } });
      const { user } = renderApp('/dashboard-post-job-opportunity?id=40');
      await user.type(await screen.findByRole('textbox', { name: low }), lowValue);
      await user.type(screen.getByRole('textbox', { name: high }), highValue);
      await user.click(screen.getByRole('button', { name: 'Save and close' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(
        requests.some((request) => request.method === 'POST' && request.url.endsWith('/api/opportunity')),
      ).toBe(false);
    },
  );

  it.each([
    ['Commission up to', '150', messages.payCommissionBounds],
    ['Hourly guarantee ($ an hour)', '900', messages.payHourlyBounds],
    ['Booth rent ($ a week)', '0', messages.payBoothRentBounds],
    ['Salary from ($ a year)', '500', messages.paySalaryBounds],
  ])('refuses %s of %s with its message', async (label, value, message) => {
    mockApi({ ...signIn(), 'GET /api/canvas/40': { body: salon } });
    const { user } = renderApp('/dashboard-post-job-opportunity?id=40');
    await user.type(await screen.findByRole('textbox', { name: label }), value);
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('saves the stated pay with the opportunity', async () => {
    const { requests } = mockApi({
      ...signIn(),
      'GET /api/canvas/40': { body: salon },
      'POST /api/opportunity': { body: { id: 7, slug: 'senior-stylist-7' } },
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    const { user, router } = renderApp('/dashboard-post-job-opportunity?id=40');
    await user.type(await screen.findByRole('textbox', { name: 'Booth rent ($ a week)' }), '250');
    await user.type(screen.getByRole('textbox', { name: 'Salary from ($ a year)' }), '42000');
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/my-dashboard?tabType=posted_opportunity&viewCanvas=40'),
    );
    const sent = requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/api/opportunity'),
    );
    expect(sent?.body).toMatchObject({
      additional: { pay: pay({ boothRentWeekly: 250, salaryMin: 42_000 }) },
    });
  });

  it('Post Job in California without pay warns but still publishes', async () => {
    const saved = makeOpportunityFixture({
      status: 'private',
      canEdit: true,
      location: { uuid: losAngeles.uuid, address: losAngeles.address },
      media: { thumbPhoto: thumb, featuredPhoto: null, companyPhoto: null, featuredVideo: null },
    });
    const { requests } = mockApi({
      ...signIn(),
      'GET /api/opportunity/7': { body: saved },
      'GET /api/canvas/40': { body: salon },
      'PUT /api/opportunity': { body: { ...saved, status: 'public' } },
      'GET /api/opportunity/senior-stylist-7': { body: { ...saved, status: 'public' } },
    });
    const warning = vi.spyOn(notify, 'warning');
    const { user, router } = renderApp('/dashboard-post-job-opportunity?is_edit=1&opportunityId=7');
    expect(await screen.findByText(california)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/opportunity-publish-success?id=senior-stylist-7'));
    const sent = requests.find(
      (request) => request.method === 'PUT' && request.url.endsWith('/api/opportunity'),
    );
    expect(sent?.body).toMatchObject({ status: 'public', locationUuid: 'loc-ca', additional: { pay: null } });
    // Told again as a toast, which stays while the success page opens.
    expect(warning).toHaveBeenCalledWith({ id: 'opportunity-pay', message: california });
  });
});
