import { messages } from '@canvas/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { EmbedSnippet } from './embed-snippet';
import { embedSnippet, embedUrl, isEmbeddedQuery, isQueryFlagOn } from './embed-url';

const ORIGIN = 'https://staging.canvas.example';

describe('embed snippet rules', () => {
  it('points at the embedded page on the origin the app is served from, its video autoplaying', () => {
    expect(embedUrl(ORIGIN, 'senior-stylist', { includeCompany: true })).toBe(
      'https://staging.canvas.example/opportunity-detail/senior-stylist?isEmbedded=true&autoplay=true',
    );
    expect(embedUrl('http://127.0.0.1:3000', 'senior-stylist', { includeCompany: false })).toBe(
      'http://127.0.0.1:3000/opportunity-detail/senior-stylist?isEmbedded=true&autoplay=true&hideCompany=true',
    );
  });

  it('is a responsive, titled, lazily loaded iframe with its attributes escaped', () => {
    const html = embedSnippet('https://x.test/o?a=1&b=2', 'Nails "R" Us <Austin>');
    expect(html).toBe(
      '<iframe src="https://x.test/o?a=1&amp;b=2" title="Nails &quot;R&quot; Us &lt;Austin&gt;" width="100%" height="900" style="border:0;width:100%;max-width:100%;" loading="lazy" allow="autoplay; fullscreen"></iframe>',
    );
    const frame = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://x.test/o?a=1&b=2');
    expect(frame?.getAttribute('title')).toBe('Nails "R" Us <Austin>');
  });

  it('reads a query flag as on unless it is false or 0', () => {
    expect(isQueryFlagOn('true')).toBe(true);
    expect(isQueryFlagOn('')).toBe(true);
    expect(isQueryFlagOn('1')).toBe(true);
    expect(isQueryFlagOn('false')).toBe(false);
    expect(isQueryFlagOn('0')).toBe(false);
    expect(isQueryFlagOn(null)).toBe(false);
    expect(isEmbeddedQuery('?isEmbedded=true&autoplay=true')).toBe(true);
    expect(isEmbeddedQuery('?autoplay=true')).toBe(false);
  });
});

describe('EmbedSnippet', () => {
  it("switches 'Include Why Join Our Team' and copies with 'Code snippet copied to clipboard'", async () => {
    const { user } = renderWithProviders(
      <EmbedSnippet slug="senior-stylist" title="Senior Stylist" origin={ORIGIN} />,
    );
    const code = screen.getByRole('textbox', { name: 'Embed code' });
    const withCompany = embedSnippet(
      embedUrl(ORIGIN, 'senior-stylist', { includeCompany: true }),
      'Senior Stylist',
    );
    expect(code).toHaveValue(withCompany);
    const include = screen.getByRole('switch', { name: messages.embedIncludeCompany });
    expect(include).toBeChecked();

    // Keyboard: the switch toggles with Space, the Copy button answers Enter.
    include.focus();
    await user.keyboard(' ');
    expect(include).not.toBeChecked();
    const withoutCompany = embedSnippet(
      embedUrl(ORIGIN, 'senior-stylist', { includeCompany: false }),
      'Senior Stylist',
    );
    expect(code).toHaveValue(withoutCompany);

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    screen.getByRole('button', { name: 'Copy code' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.embedCodeCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(withoutCompany);
  });

  it('says a private or expired opportunity shows on other sites only once public', () => {
    renderWithProviders(
      <EmbedSnippet slug="senior-stylist" title="Senior Stylist" origin={ORIGIN} visible={false} />,
    );
    expect(
      screen.getByText('Other sites show this opportunity once it is public and not expired.'),
    ).toBeInTheDocument();
  });
});
