import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import { type LegalDocument, privacyPolicy, termsOfUse } from './content/legal';
import { site } from './content/site';

const fullText = (document: LegalDocument) =>
  [
    document.intro,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => (typeof block === 'string' ? [block] : block.list)),
    ]),
  ].join('\n');

describe('Terms of Use cover spec 1 §2.8', () => {
  const text = fullText(termsOfUse);
  it.each([
    ['eligibility: 18 or older', /18 years of age or older/],
    ['eligibility: US residents', /residents of the United States/],
    ['one account each', /Each person may hold one account/],
    ['user contributions', /Contributions/],
    ['content standards', /Content standards/],
    ['copyright notices', /copyright/i],
    ['fees in US dollars', /US dollars/],
    ['non-refundable fees', /non-refundable/],
    ['SMS opt-out with STOP, START and HELP', /STOP[\s\S]*START[\s\S]*HELP/],
    ['mobile application terms', /mobile applications/i],
    ['arbitration with a 30-day opt-out', /arbitration[\s\S]*within 30 days/i],
    ['claims within 1 year', /within 1 year/],
    ['counter-notice waiting 10 business days', /10 business days/],
    ['New York law', /laws of the State of New York/],
    ['customer care phone', new RegExp(site.customerCarePhone.replace(/[()]/g, '\\$&'))],
  ])('%s', (_rule, pattern) => {
    expect(text).toMatch(pattern);
  });
});

describe('Privacy Policy covers spec 1 §2.8', () => {
  const text = fullText(privacyPolicy);
  it.each([
    ['scope', /Scope/],
    ['data transfers', /transferred to and processed in the United States/],
    ['children: 16 or older', /16 or older/],
    ['collected information', /Information we collect/],
    ['SMS', /Text messages/],
    ['sharing', /How we share information/],
    ['security', /Security/],
    ['cookies', /Cookies/],
    ['communications', /communication choices/i],
    ['California minors can remove public posts', /under 18 in California may ask us to remove/],
    ['CCPA notice', /California Consumer Privacy Act/],
  ])('%s', (_rule, pattern) => {
    expect(text).toMatch(pattern);
  });
});

describe('legal pages', () => {
  it('render every section with a contents link to it', async () => {
    mockApi({});
    renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Use' }, { timeout: 5000 }),
    ).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(within(contents).getAllByRole('link')).toHaveLength(termsOfUse.sections.length);
    expect(within(contents).getByRole('link', { name: 'Governing law' })).toHaveAttribute('href', '#law');
  });

  it('the privacy policy leads to the data-rights form', async () => {
    mockApi({});
    renderApp('/privacy-policy');
    expect(
      await screen.findByRole('link', { name: 'Make a data rights request' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/privacy-rights');
  });
});

describe('chair-loss ROI calculator page', () => {
  it('recalculates as the salon owner types and invites them to post an opportunity', async () => {
    mockApi({});
    const { user } = renderApp('/chair-loss-roi-calculator');
    const chairs = await screen.findByRole('textbox', { name: /empty chairs/i }, { timeout: 5000 });
    const results = screen.getByRole('region', { name: /a year/i });
    // Defaults: 1 chair x $85 x 6 services x 5 days x 52 weeks.
    expect(results).toHaveTextContent('$132,600');
    await user.clear(chairs);
    await user.type(chairs, '2');
    expect(results).toHaveTextContent('$265,200');
    expect(screen.getByRole('img', { name: /month by month over the next year/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /post an opportunity/i })).toHaveAttribute(
      'href',
      '/stop-interview-no-shows',
    );
  });
});
