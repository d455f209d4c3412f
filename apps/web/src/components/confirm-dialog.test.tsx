import { messages } from '@canvas/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ConfirmDialog } from './confirm-dialog';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  const utils = renderWithProviders(
    <ConfirmDialog
      opened
      onClose={onClose}
      onConfirm={onConfirm}
      title={messages.removeConfirmTitle}
      confirmLabel="Remove"
      {...props}
    >
      Remove <strong>Dean's List</strong> from your canvas?
    </ConfirmDialog>,
  );
  return {
    ...utils,
    onClose,
    onConfirm,
    dialog: () => screen.getByRole('dialog', { name: props.title ?? messages.removeConfirmTitle }),
  };
}

describe('ConfirmDialog', () => {
  it("is named by the spec's title and says what will happen", () => {
    const { dialog } = setup();
    expect(within(dialog()).getByText("Dean's List")).toBeInTheDocument();
    // The theme's dialog defaults: a named close button, no second banner landmark.
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('banner')).not.toBeInTheDocument();
  });

  it('confirms, or cancels without confirming', async () => {
    const { user, dialog, onClose, onConfirm } = setup();
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog()).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('gives the focus to the safe answer unless asked otherwise', () => {
    const { unmount } = setup({ danger: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('data-autofocus');
    expect(screen.getByRole('button', { name: 'Remove' })).not.toHaveAttribute('data-autofocus');
    unmount();
    setup({ focus: 'confirm', cancelLabel: 'Keep editing', confirmLabel: 'Publish anyway' });
    expect(screen.getByRole('button', { name: 'Publish anyway' })).toHaveAttribute('data-autofocus');
  });

  it('cannot be cancelled while the action runs', async () => {
    const { user, dialog, onClose } = setup({ loading: true });
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
