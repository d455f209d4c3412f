import type { BusinessStatistics } from '@canvas/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { BusinessStats, candidateCount, stageSlices } from './business-stats';

const stats: BusinessStatistics = {
  apply: 35,
  scheduledInterviewDate: 2,
  beingScreened: 3,
  interviewing: 4,
  scheduledTechDemonstration: 1,
  interviewed: 5,
  submittedToHiringLeader: 0,
  offerPending: 1,
  offerAccepted: 1,
  hired: 2,
  offerDeclined: 0,
  notAFit: 3,
  withdrawed: 1,
  opportunity: 6,
  opportunityView: 1234,
};

const locations = [
  { uuid: 'main', address: '500 Congress Ave, Austin, TX' },
  { uuid: 'north', address: '1 Main St, Round Rock, TX' },
];

describe('Stats (business) (spec 3)', () => {
  it('shows the six cards from POST /api/canvas/business/statistics', async () => {
    startSession(makeSession(makeUser()));
    const { requests } = mockApi({ 'POST /api/canvas/business/statistics': { body: stats } });
    renderWithProviders(<BusinessStats canvasId={7} locations={locations} />);
    const card = async (label: string) => (await screen.findByText(label)).parentElement as HTMLElement;
    expect(within(await card('Active Opportunities')).getByText('6')).toBeInTheDocument();
    expect(within(await card('Active Opportunity Views')).getByText('1,234')).toBeInTheDocument();
    expect(within(await card('No. Candidates')).getByText(String(candidateCount(stats)))).toBeInTheDocument();
    expect(candidateCount(stats)).toBe(35);
    // Applied is every application less those moved on: 35 - 23.
    expect(stageSlices(stats)[0]).toEqual({ name: 'Applied', value: 12, color: 'plum.3' });
    expect(stageSlices(stats).map((slice) => slice.name)).not.toContain('Submitted to Hiring Leader');
    expect(within(await card('Currently Interviewing')).getByText('4')).toBeInTheDocument();
    expect(within(await card('Interviewed')).getByText('5')).toBeInTheDocument();
    expect(within(await card('Hired')).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Candidates by stage' })).toBeInTheDocument();
    expect(requests.at(-1)?.body).toEqual({ canvas_id: 7 });
  });

  it('asks for one location once it is chosen (All by default)', async () => {
    startSession(makeSession(makeUser()));
    const { requests } = mockApi({ 'POST /api/canvas/business/statistics': { body: stats } });
    const { user } = renderWithProviders(<BusinessStats canvasId={7} locations={locations} />);
    await screen.findByText('Active Opportunities');
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('All');
    await user.click(screen.getByRole('combobox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: '1 Main St, Round Rock, TX' }));
    await waitFor(() => expect(requests.at(-1)?.body).toEqual({ canvas_id: 7, location_id: 'north' }));
  });

  it('says so when there are no candidates yet, and offers Try again on a failure', async () => {
    startSession(makeSession(makeUser()));
    const empty = Object.fromEntries(Object.keys(stats).map((key) => [key, 0]));
    mockApi({ 'POST /api/canvas/business/statistics': { body: empty } });
    const { unmount } = renderWithProviders(<BusinessStats canvasId={7} locations={locations} />);
    expect(await screen.findByText('No candidates yet.')).toBeInTheDocument();
    unmount();
    mockApi({ 'POST /api/canvas/business/statistics': { status: 500, body: { code: 500, message: 'x' } } });
    renderWithProviders(<BusinessStats canvasId={7} locations={locations} />);
    expect(await screen.findByText('We could not load the stats')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
