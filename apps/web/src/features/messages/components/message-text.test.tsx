import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { linkHref, MessageText } from './message-text';

// Mantine alone: the app's providers and routes are not what this tests (and cost seconds to load).
const renderText = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('MessageText: links made clickable safely', () => {
  it('links http(s) and www. addresses, leaving trailing punctuation as text', () => {
    renderText(
      <p data-testid="text">
        <MessageText body="See www.example.com/x, or (https://a.test/b)." />
      </p>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.example.com/x',
      'https://a.test/b',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    expect(screen.getByTestId('text').textContent).toBe('See www.example.com/x, or (https://a.test/b).');
  });

  it('never links other schemes and shows markup as text', () => {
    renderText(
      <p data-testid="text">
        <MessageText body={'<img src=x onerror=alert(1)> javascript:alert(1) data:text/html,hi'} />
      </p>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('text').querySelector('img')).toBeNull();
    expect(screen.getByTestId('text').textContent).toBe(
      '<img src=x onerror=alert(1)> javascript:alert(1) data:text/html,hi',
    );
    expect(linkHref('javascript:alert(1)')).toBeNull();
  });
});
