import { type Canvas, type CanvasSummary, type MediaItem, messages, type Opportunity } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSavedCanvas } from '@/testing/canvas-fixtures';
import { mockXhr } from '@/testing/fake-xhr';
import { makeAdmin, makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';

import { currentUrl, renderApp } from '@/testing/render';
import {
  emptyPostForm,
  fromOpportunity,
  jobTitleToSend,
  missingFields,
  toOpportunityInput,
} from './form-values';

const owner = makeUser({ id: 5 });
const admin = makeAdmin({ id: 1 });

const thumb: MediaItem = {
  url: '/media/business_canvas/thumbnailPhoto/t1.jpg',
  type: 'thumbnailPhoto',
  video: false,
  image: '/media/business_canvas/thumbnailPhoto/t1.jpg',
};

const salon: Canvas = makeSavedCanvas('Luxe Salon', {
  id: 40,
  slug: 'luxe-salon',
  type: 'business',
  status: 'public',
  canEdit: true,
  detail: {
    locations: [
      {
        uuid: 'loc-1',
        address: '12 Main St, Austin, TX',
        city: 'Austin',
        state: 'Texas',
        stateShort: 'TX',
        country: 'United States',
        countryShort: 'US',
        coordinates: null,
        area: 0,
      } as Canvas['detail']['locations'][number],
    ],
    categories: [],
    primaryContactNumber: '',
    scSalonId: null,
  },
});

function makeOpportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return makeOpportunityFixture({
    status: 'private',
    media: { thumbPhoto: thumb, featuredPhoto: null, companyPhoto: null, featuredVideo: null },
    canEdit: true,
    ...overrides,
  });
}

const summary = (overrides: Partial<CanvasSummary>): CanvasSummary => ({
  id: 40,
  slug: 'luxe-salon',
  type: 'business',
  status: 'public',
  name: 'Luxe Salon',
  title: '',
  image: null,
  completion: 80,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const OPTIONS = 'GET /api/option/customized';
const catalogues = { body: {} };

function signIn(user = owner) {
  startSession(makeSession(user));
  return { 'GET /api/user/info': { body: user } };
}

describe('the post form rules', () => {
  it('sends the typed title for Other and Other itself when nothing was typed', () => {
    const other = { optionId: null, name: 'Other' };
    expect(jobTitleToSend({ jobTitle: other, customJobTitle: ' Salon Coordinator ' })).toEqual({
      optionId: null,
      name: 'Salon Coordinator',
    });
    expect(jobTitleToSend({ jobTitle: other, customJobTitle: '' })).toEqual(other);
    const values = { ...emptyPostForm(), jobTitle: other };
    expect(missingFields(values)).toContain(messages.opportunityRequiredCustomJobTitle);
  });

  it('lists every required field by the spec labels, in order, on an empty form', () => {
    expect(missingFields(emptyPostForm())).toEqual([
      messages.opportunityRequiredWebsite,
      messages.opportunityRequiredLocation,
      messages.opportunityRequiredJobTitle,
      messages.opportunityRequiredDescription,
      messages.opportunityRequiredPaymentStructure,
      messages.opportunityRequiredThumbnail,
    ]);
    expect(missingFields({ ...emptyPostForm(), validForAllState: true })).not.toContain(
      messages.opportunityRequiredLocation,
    );
  });

  it('reads a saved custom title back as Other with its text, and keeps the featured video', () => {
    const video = { ...thumb, type: 'featuredVideo' as const, video: true };
    const saved = makeOpportunity({
      jobTitle: { optionId: null, name: 'Salon Coordinator' },
      media: { thumbPhoto: thumb, featuredPhoto: null, companyPhoto: null, featuredVideo: video },
    });
    const values = fromOpportunity(saved, ['Senior Stylist']);
    expect(values.jobTitle).toEqual({ optionId: null, name: 'Other' });
    expect(values.customJobTitle).toBe('Salon Coordinator');
    const input = toOpportunityInput(values, 'public', saved.media);
    expect(input.jobTitle).toEqual({ optionId: null, name: 'Salon Coordinator' });
    expect(input.media?.featuredVideo).toEqual(video);
    expect(input.status).toBe('public');
  });
});

describe('post job opportunity /dashboard-post-job-opportunity', () => {
  it("without id offers the user's business and school canvases: 'Please select a canvas' until one is picked", async () => {
    mockApi({
      ...signIn(),
      [OPTIONS]: catalogues,
      'POST /api/canvas/my/canvases': {
        body: {
          list: [summary({}), summary({ id: 41, slug: 'maya', type: 'professional', name: 'Maya Lopez' })],
        },
      },
      'GET /api/canvas/40': { body: salon },
    });
    const { user, router } = renderApp('/dashboard-post-job-opportunity');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(messages.selectCanvas)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Post for' }));
    expect(screen.queryByRole('option', { name: 'Maya Lopez' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Luxe Salon' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(currentUrl(router)).toBe('/dashboard-post-job-opportunity?id=40');
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveValue('Luxe Salon');
    // The rich-text editors are textboxes named by their labels.
    expect(screen.getByRole('textbox', { name: 'Job description' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'About Us' })).toBeInTheDocument();
  });

  it('hides Competition, National Opportunity and Brand Type from non-staff and shows them to admins', async () => {
    mockApi({ ...signIn(), [OPTIONS]: catalogues, 'GET /api/canvas/40': { body: salon } });
    const first = renderApp('/post-job?id=40');
    expect(await screen.findByRole('textbox', { name: 'Company name' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('switch', { name: 'Competition' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'National Opportunity' })).not.toBeInTheDocument();
    expect(screen.queryByText('Brand Type')).not.toBeInTheDocument();
    first.unmount();

    mockApi({ ...signIn(admin), [OPTIONS]: catalogues, 'GET /api/canvas/40': { body: salon } });
    renderApp('/post-job-opportunity?id=40');
    expect(await screen.findByRole('switch', { name: 'Competition' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'National Opportunity' })).toBeInTheDocument();
    expect(screen.getByText('Brand Type')).toBeInTheDocument();
  });

  it("Job Title offers Other, which asks for 'Your job title'", async () => {
    mockApi({ ...signIn(), [OPTIONS]: catalogues, 'GET /api/canvas/40': { body: salon } });
    const { user } = renderApp('/dashboard-post-job-opportunity?id=40');
    expect(screen.queryByRole('textbox', { name: 'Your job title' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Job Title' }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    expect(await screen.findByRole('textbox', { name: 'Your job title' })).toBeInTheDocument();
  });

  it('Post Job on an empty form lists the missing fields by their labels and sends nothing', async () => {
    const { requests } = mockApi({
      ...signIn(),
      [OPTIONS]: catalogues,
      'GET /api/canvas/40': { body: salon },
    });
    const { user } = renderApp('/dashboard-post-job-opportunity?id=40');
    await user.click(await screen.findByRole('button', { name: 'Post Job' }));
    const list = await screen.findByRole('list');
    for (const label of missingFields(emptyPostForm()))
      expect(within(list).getByText(label)).toBeInTheDocument();
    expect(
      await screen.findByText(messages.opportunityMissingFields(missingFields(emptyPostForm()))),
    ).toBeInTheDocument();
    expect(
      requests.some((request) => request.method === 'POST' && request.url.endsWith('/api/opportunity')),
    ).toBe(false);
  });

  it('Save and close saves a new opportunity as private and goes back to its posted opportunities', async () => {
    const { requests } = mockApi({
      ...signIn(),
      [OPTIONS]: catalogues,
      'GET /api/canvas/40': { body: salon },
      'POST /api/opportunity': { body: { id: 7, slug: 'senior-stylist-7' } },
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    const { user, router } = renderApp('/dashboard-post-job-opportunity?id=40');
    await user.type(await screen.findByRole('textbox', { name: 'Website' }), 'https://luxe.test');
    await user.click(screen.getByRole('button', { name: 'Save and close' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/my-dashboard?tabType=posted_opportunity&viewCanvas=40'),
    );
    const sent = requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/api/opportunity'),
    );
    expect(sent?.body).toMatchObject({
      canvasId: 40,
      status: 'private',
      additional: { website: 'https://luxe.test' },
    });
  });

  it('Preview saves a new opportunity as private and opens its page with is_preview', async () => {
    const { requests } = mockApi({
      ...signIn(),
      [OPTIONS]: catalogues,
      'GET /api/canvas/40': { body: salon },
      'POST /api/opportunity': { body: { id: 7, slug: 'senior-stylist-7' } },
      'GET /api/opportunity/senior-stylist-7': { body: makeOpportunity({ status: 'private' }) },
      'POST /api/opportunity/addview': { body: { counted: true } },
      'GET /api/opportunity/similar/7': { body: { list: [], count: 0 } },
      'POST /api/canvas/my/canvases': { body: { list: [] } },
    });
    const { user, router } = renderApp('/dashboard-post-job-opportunity?id=40');
    await user.type(await screen.findByRole('textbox', { name: 'Website' }), 'https://luxe.test');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/opportunity-detail/senior-stylist-7?is_preview=true'),
    );
    const sent = requests.find(
      (request) => request.method === 'POST' && request.url.endsWith('/api/opportunity'),
    );
    expect(sent?.body).toMatchObject({ canvasId: 40, status: 'private' });
    // The preview's Back returns to this editor, now of the saved opportunity.
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/dashboard-post-job-opportunity?id=40&opportunityId=7&is_edit=1'),
    );
  });

  it('Preview keeps a public opportunity public, so it lists the missing fields as Post Job does', async () => {
    const saved = makeOpportunity({
      status: 'public',
      additional: { ...makeOpportunity().additional, website: '' },
    });
    const { requests } = mockApi({
      ...signIn(),
      [OPTIONS]: catalogues,
      'GET /api/opportunity/7': { body: saved },
      'GET /api/canvas/40': { body: salon },
    });
    const { user } = renderApp('/dashboard-post-job-opportunity?is_edit=1&opportunityId=7');
    // The loaded opportunity fills the form before Preview checks it.
    expect(await screen.findByRole('textbox', { name: 'Website' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText(messages.opportunityMissingFields([messages.opportunityRequiredWebsite])),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it("shows the server's quota message as an error toast", async () => {
    const quota = messages.opportunityQuotaReached('support@canvas.test');
    mockApi({
      ...signIn(),
      [OPTIONS]: catalogues,
      'GET /api/canvas/40': { body: salon },
      'POST /api/opportunity': { status: 403, body: { code: 403, message: quota } },
    });
    const { user } = renderApp('/dashboard-post-job-opportunity?id=40');
    await user.click(await screen.findByRole('button', { name: 'Save and close' }));
    expect(await screen.findByText(quota)).toBeInTheDocument();
  });

  it('?is_edit=1 loads the opportunity, and Post Job publishes it and opens the success page', async () => {
    const saved = makeOpportunity();
    const { requests } = mockApi({
      ...signIn(),
      [OPTIONS]: catalogues,
      'GET /api/opportunity/7': { body: saved },
      'GET /api/canvas/40': { body: salon },
      'PUT /api/opportunity': { body: { ...saved, status: 'public' } },
    });
    const { user, router } = renderApp('/dashboard-post-job-opportunity?is_edit=1&opportunityId=7');
    expect(await screen.findByRole('textbox', { name: 'Website' })).toHaveValue('https://luxe.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Opportunity' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/opportunity-publish-success?id=senior-stylist-7'));
    const sent = requests.find(
      (request) => request.method === 'PUT' && request.url.endsWith('/api/opportunity'),
    );
    expect(sent?.body).toMatchObject({ id: 7, status: 'public', locationUuid: 'loc-1' });
  });

  it('keeps Post Job, Preview, Save and close and Cancel disabled while a photo uploads', async () => {
    const xhr = mockXhr();
    mockApi({ ...signIn(), [OPTIONS]: catalogues, 'GET /api/canvas/40': { body: salon } });
    const { user } = renderApp('/dashboard-post-job-opportunity?id=40');
    const input = await screen.findByLabelText('Thumbnail Photo', { selector: 'input' });
    await user.upload(input, new File([new Uint8Array(64)], 'thumb.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post Job' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Save and close' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    xhr.last().respond(200, { item: thumb });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post Job' })).toBeEnabled());
  });
});
