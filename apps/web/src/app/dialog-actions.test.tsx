import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AwardModal } from '@/features/canvases/editor/components/modals/award-modal';
import { RequiredFieldsModal } from '@/features/canvases/editor/components/modals/required-fields-modal';
import { ScheduleDialog } from '@/features/hiring/components/schedule-dialog';
import { stubViewport } from '@/testing/match-media';
import { renderWithProviders } from '@/testing/render';
import { SHEET_MEDIA_QUERY } from './theme';

/**
 * Issue #26 item 2: on a phone every dialog is a full-screen sheet, and its buttons sit in the sticky
 * DialogActions row (components/dialog-actions.tsx) so a long form or the keyboard never hides them.
 */
function expectButtonsInStickyRow(dialogName: string, buttonNames: readonly string[]) {
  const dialog = screen.getByRole('dialog', { name: dialogName });
  expect(dialog).toHaveAttribute('data-full-screen', 'true');
  const rows = dialog.querySelectorAll('[data-dialog-actions]');
  expect(rows).toHaveLength(1);
  const [row] = rows;
  if (!(row instanceof HTMLElement)) throw new Error('no action row');
  // The row is the last thing in the dialog's body, and it holds the buttons in their order.
  expect(
    within(row)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(buttonNames);
}

function renderAtPhoneWidth(ui: ReactElement) {
  stubViewport([SHEET_MEDIA_QUERY]);
  return renderWithProviders(ui);
}

describe('dialog buttons on a phone', () => {
  beforeEach(() => {
    stubViewport([SHEET_MEDIA_QUERY]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ConfirmDialog keeps Cancel and its confirm button in the sticky row, the safe answer focused', () => {
    renderAtPhoneWidth(
      <ConfirmDialog
        opened
        onClose={() => {}}
        onConfirm={() => {}}
        title="Remove photo?"
        confirmLabel="Remove"
        danger
      >
        The photo is removed from your canvas.
      </ConfirmDialog>,
    );
    expectButtonsInStickyRow('Remove photo?', ['Cancel', 'Remove']);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('data-autofocus', 'true');
  });

  it('the award dialog (a long form) ends in the sticky row', () => {
    renderAtPhoneWidth(<AwardModal opened award={null} onClose={() => {}} onSave={() => {}} />);
    expectButtonsInStickyRow('Add an award', ['Cancel', 'Add award']);
    // Disabled until the required fields are filled, as before.
    expect(screen.getByRole('button', { name: 'Add award' })).toBeDisabled();
  });

  it('the interview date dialog ends in the sticky row', () => {
    renderAtPhoneWidth(
      <ScheduleDialog
        target={{ name: 'Ana Lopez', statusLabel: 'Schedule interview' }}
        onClose={() => {}}
        onConfirm={() => {}}
        loading={false}
      />,
    );
    expectButtonsInStickyRow('Schedule interview', ['Cancel', 'Send invitation']);
  });

  it('the required fields dialog ends in the sticky row', () => {
    renderAtPhoneWidth(
      <RequiredFieldsModal fields={['Profile photo']} onClose={() => {}} onFix={() => {}} />,
    );
    expectButtonsInStickyRow('Required fields', ['Close', 'Take me there']);
  });
});
