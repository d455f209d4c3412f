import { messages } from '@canvas/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SAVE_AND_CLOSE_LOCK_MS } from '../hooks/use-action-lock';
import { CreateHeader } from './create-header';

afterEach(() => {
  vi.useRealTimers();
});

describe('create header (spec 2 "Create header")', () => {
  it('shows the student steps, the hint and the buttons', async () => {
    renderWithProviders(
      <CreateHeader
        type="student"
        activeStep={0}
        onSaveAndClose={() => {}}
        onPreview={() => {}}
        onPublish={() => {}}
        onSaveDraft={() => {}}
        onEditBasicInfo={() => {}}
      />,
    );
    const steps = await screen.findByRole('navigation', { name: 'Portfolio steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Student Canvas', '2Preview', '3Publish']);
    expect(screen.getByText(messages.autoSaved)).toBeInTheDocument();
    for (const name of ['Save and close', 'Preview', 'Publish', 'Save draft', 'Edit Basic Info']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('says nothing of autosaving on a step that does not save on its own (the info steps)', async () => {
    renderWithProviders(<CreateHeader type="business" activeStep={0} autoSaves={false} />);
    await screen.findByRole('navigation', { name: 'Portfolio steps' });
    expect(screen.queryByText(messages.autoSaved)).not.toBeInTheDocument();
  });

  it('professional steps: Professional Canvas, Preview, Publish; only the first two steps can be clicked back', async () => {
    const onStepClick = vi.fn();
    renderWithProviders(<CreateHeader type="professional" activeStep={2} onStepClick={onStepClick} />);
    const steps = await screen.findByRole('navigation', { name: 'Portfolio steps' });
    const buttons = within(steps).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Professional Canvas', 'Preview']);
    fireEvent.click(within(steps).getByRole('button', { name: /Professional Canvas/ }));
    expect(onStepClick).toHaveBeenCalledWith(0);
    expect(within(steps).queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
  });

  it('disables Save and close for 6 seconds after a click', async () => {
    const onSaveAndClose = vi.fn();
    renderWithProviders(<CreateHeader type="student" activeStep={0} onSaveAndClose={onSaveAndClose} />);
    const button = await screen.findByRole('button', { name: 'Save and close' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);
    expect(onSaveAndClose).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onSaveAndClose).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(SAVE_AND_CLOSE_LOCK_MS - 1));
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(button).toBeEnabled();
    expect(SAVE_AND_CLOSE_LOCK_MS).toBe(6000);
  });

  it("shows one save state: 'All changes saved', 'Unsaved changes', 'Saving…', or 'Not saved — retry'", async () => {
    renderWithProviders(
      <>
        <CreateHeader type="student" activeStep={0} saveState={{ kind: 'saved', at: Date.now() }} />
        <CreateHeader type="student" activeStep={0} saveState={{ kind: 'idle' }} />
        <CreateHeader type="student" activeStep={0} saveState={{ kind: 'dirty' }} />
        <CreateHeader type="student" activeStep={0} saveState={{ kind: 'saving' }} />
        <CreateHeader type="student" activeStep={0} saveState={{ kind: 'error' }} />
      </>,
    );
    const states = await screen.findAllByRole('status');
    expect(states.map((state) => state.textContent)).toEqual([
      messages.editorAllSaved,
      messages.editorAllSaved,
      messages.editorUnsaved,
      messages.editorSaving,
      messages.editorNotSavedRetry,
    ]);
    // Done is a calm check, not a spinner: only 'Saving…' turns.
    expect(states[0]?.querySelector('svg')).toHaveClass('tabler-icon-check');
    expect(states.filter((state) => state.querySelector('[class*="spin"]'))).toEqual([states[3]]);
  });

  it("'Not saved — retry' is a button that saves now", async () => {
    const onRetrySave = vi.fn();
    renderWithProviders(
      <CreateHeader type="business" activeStep={1} saveState={{ kind: 'error' }} onRetrySave={onRetrySave} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: messages.editorNotSavedRetry }));
    expect(onRetrySave).toHaveBeenCalledTimes(1);
  });
});
