import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { NOTIFY_COLORS, notify } from './notify';

afterEach(() => {
  notifications.clean();
});

describe('notify', () => {
  it('shows each kind in its colour of the palette', () => {
    const show = vi.spyOn(notifications, 'show');
    notify.success('Saved.');
    notify.error({ id: 'e', message: 'Failed.' });
    notify.info({ title: 'Heads up', message: 'Info.' });
    notify.warning('Save first.');
    expect(show.mock.calls.map(([options]) => [options.color, options.message])).toEqual([
      [NOTIFY_COLORS.success, 'Saved.'],
      [NOTIFY_COLORS.error, 'Failed.'],
      [NOTIFY_COLORS.info, 'Info.'],
      [NOTIFY_COLORS.warning, 'Save first.'],
    ]);
    expect(show.mock.calls[1]?.[0].id).toBe('e');
    expect(show.mock.calls[2]?.[0].title).toBe('Heads up');
  });

  it('puts the toast where the host shows toasts, with a named close button', async () => {
    renderWithProviders(<p>Page</p>);
    notify.success('Your changes are saved.');
    const toast = (await screen.findByText('Your changes are saved.')).closest('[role="alert"]');
    expect(toast).not.toBeNull();
    expect(within(toast as HTMLElement).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
