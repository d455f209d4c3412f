import type { CanvasSummary } from '@canvas/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { makeSession, makeUser } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { currentUrl, renderApp } from '@/testing/render';
import { makeSummary } from '../../canvas-fixtures';
import { canvasTypeForTarget } from './add-canvas-page';

function openAddCanvas(target: 'studentCanvas' | 'personalCanvas' | 'businessCanvas', list: CanvasSummary[]) {
  const user = makeUser({ profile: { target } });
  startSession(makeSession(user));
  mockApi({
    'GET /api/user/info': { body: user },
    'POST /api/canvas/my/canvases': { body: { list } },
  });
  return renderApp('/add-canvas');
}

describe('first run: the role chosen at sign-up is not asked again (issue 26)', () => {
  it('sends a new student straight to the student flow', async () => {
    const { router } = openAddCanvas('studentCanvas', []);
    await waitFor(() => expect(currentUrl(router)).toBe('/education-info'));
    expect(screen.queryByRole('heading', { name: 'Who is this portfolio for?' })).not.toBeInTheDocument();
  });

  it('sends a new beauty pro straight to the professional flow', async () => {
    const { router } = openAddCanvas('personalCanvas', []);
    await waitFor(() => expect(currentUrl(router)).toBe('/professional-info'));
  });

  it('sends a new salon owner straight to the business flow', async () => {
    const { router } = openAddCanvas('businessCanvas', []);
    await waitFor(() => expect(currentUrl(router)).toBe('/company-info'));
  });

  it('offers every kind for a further portfolio, the sign-up role first', async () => {
    openAddCanvas('personalCanvas', [makeSummary({})]);
    await screen.findByRole('heading', { name: 'Who is this portfolio for?' });
    const names = screen.getAllByRole('link', { name: / portfolio$/ }).map((link) => link.textContent);
    expect(names[0]).toContain('Professional');
    expect(names[1]).toContain('Student');
  });

  it('maps each sign-up role to its kind of portfolio', () => {
    expect(canvasTypeForTarget('studentCanvas')).toBe('student');
    expect(canvasTypeForTarget('personalCanvas')).toBe('professional');
    expect(canvasTypeForTarget('careerOpportunity')).toBe('business');
    expect(canvasTypeForTarget('schoolDashboard')).toBe('school');
    expect(canvasTypeForTarget(null)).toBeNull();
  });
});
