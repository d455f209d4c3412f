import { opportunityPaySchema } from '@canvas/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { makeOpportunityFixture } from '@/testing/opportunity-fixtures';
import { renderApp, renderWithProviders } from '@/testing/render';
import { PaySummary } from './pay-summary';

const pay = (input: object) => opportunityPaySchema.parse(input);

describe('PaySummary', () => {
  it('reads the stated pay as one line, named Pay for screen readers', () => {
    renderWithProviders(
      <PaySummary pay={pay({ commissionMin: 45, commissionMax: 55, hourlyGuarantee: 18, tips: true })} />,
    );
    expect(screen.getByText('45–55% commission · $18/hr guarantee · tips')).toBeInTheDocument();
    expect(screen.getByText('Pay:')).toBeInTheDocument();
  });

  it('shows nothing when no pay is stated (older opportunities have none)', () => {
    renderWithProviders(
      <>
        <PaySummary pay={null} />
        <PaySummary pay={undefined} />
        <PaySummary pay={pay({})} />
      </>,
    );
    expect(screen.queryByText('Pay:')).not.toBeInTheDocument();
  });
});

describe('the opportunity page /opportunity-detail/{slug}', () => {
  it('shows the structured pay under the title', async () => {
    const opportunity = makeOpportunityFixture({
      additional: {
        ...makeOpportunityFixture().additional,
        pay: pay({ salaryMin: 42_000, salaryMax: 60_000, boothRentWeekly: 250 }),
      },
    });
    mockApi({
      'GET /api/opportunity/senior-stylist-7': { body: opportunity },
      'POST /api/opportunity/addview': { body: { counted: true } },
      'GET /api/opportunity/similar/7': { body: { list: [], count: 0 } },
    });
    renderApp('/opportunity-detail/senior-stylist-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Senior Stylist' })).toBeInTheDocument();
    expect(screen.getByText('$42,000–$60,000/yr · $250/week booth rent')).toBeInTheDocument();
  });
});
