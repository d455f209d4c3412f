import { Button, Modal, Select, TextInput } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogActions } from '@/components/dialog-actions';
import { stubViewport } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/render';
import { SHEET_MEDIA_QUERY } from './theme';

function LicenceDialog() {
  const [state, setState] = useState<string | null>(null);
  return (
    <Modal opened onClose={() => {}} title="Add category or licence">
      <TextInput label="License number" />
      <Select
        label="License state"
        data={['Alabama', 'Texas']}
        value={state}
        onChange={setState}
        comboboxProps={{ shadow: 'md' }}
      />
      <DialogActions>
        <Button>Add category</Button>
      </DialogActions>
    </Modal>
  );
}

describe('dialogs and selects (app/theme.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes every Modal a full-screen sheet at phone widths, with its buttons in a sticky footer', () => {
    stubViewport([SHEET_MEDIA_QUERY]);
    renderWithProviders(<LicenceDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Add category or licence' });
    expect(dialog).toHaveAttribute('data-full-screen', 'true');
    // The theme's dialog accessibility stays: a named close button and a presentational header.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(dialog.querySelector('header')).toHaveAttribute('role', 'presentation');
    const footer = within(dialog).getByRole('button', { name: 'Add category' }).parentElement;
    expect(footer?.closest('[data-full-screen]')).not.toBeNull();
  });

  it('keeps the centred dialog on wider screens', () => {
    stubViewport([]);
    renderWithProviders(<LicenceDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Add category or licence' });
    expect(dialog).not.toHaveAttribute('data-full-screen');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('places select dropdowns against the viewport, so a dropdown in a dialog never widens a phone page', async () => {
    stubViewport([SHEET_MEDIA_QUERY]);
    renderWithProviders(<LicenceDialog />);
    const field = screen.getByRole('combobox', { name: 'License state' });
    await userEvent.click(field);
    const listbox = await screen.findByRole('listbox');
    const dropdown = listbox.closest<HTMLElement>('.mantine-Popover-dropdown');
    expect(dropdown).toHaveAttribute('data-fixed', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Texas' }));
    expect(field).toHaveValue('Texas');
  });
});
