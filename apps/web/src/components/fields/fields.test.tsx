import { messages, type OptionRef } from '@canvas/shared';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { NumericInput } from './numeric-input';
import { OptionTagsInput } from './option-tags-input';

function Percent({
  onChange,
  initial = null,
}: {
  onChange: (value: number | null) => void;
  initial?: number | null;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumericInput
      label="Productivity"
      percent
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('NumericInput as a percentage (issue 26)', () => {
  it('refuses a value over 100 with a visible message instead of cutting it, and passes on none of it', async () => {
    const changes: Array<number | null> = [];
    const { user } = renderWithProviders(<Percent onChange={(value) => changes.push(value)} />);
    const field = screen.getByRole('textbox', { name: 'Productivity' });
    await user.type(field, '150');
    expect(field).toHaveValue('150');
    expect(screen.getByText('Enter a percentage from 0 to 100.')).toBeInTheDocument();
    expect(screen.getByText(messages.percentRange)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(changes).toEqual([1, 15]);

    // Fixing it clears the message and the value goes up.
    await user.type(field, '{Backspace}');
    expect(screen.queryByText(messages.percentRange)).toBeNull();
    expect(changes.at(-1)).toBe(15);
    await user.clear(field);
    await user.type(field, '100');
    expect(screen.queryByText(messages.percentRange)).toBeNull();
    expect(changes.at(-1)).toBe(100);
  });

  it('still blocks e, + and - and takes decimals', async () => {
    const changes: Array<number | null> = [];
    const { user } = renderWithProviders(<Percent onChange={(value) => changes.push(value)} />);
    const field = screen.getByRole('textbox', { name: 'Productivity' });
    for (const key of ['e', '+', '-']) expect(fireEvent.keyDown(field, { key })).toBe(false);
    await user.type(field, '99.5');
    expect(changes.at(-1)).toBe(99.5);
    expect(screen.queryByText(messages.percentRange)).toBeNull();
  });

  it('other capped fields keep the spec cap (years of experience stop at 80)', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <NumericInput label="Years" integer max={80} value={null} onChange={onChange} />,
    );
    const field = screen.getByRole('textbox', { name: 'Years' });
    await user.type(field, '95');
    expect(onChange).not.toHaveBeenCalledWith(95);
    expect(screen.queryByText(messages.percentRange)).toBeNull();
  });
});

function Brands({ onChange }: { onChange: (value: OptionRef[]) => void }) {
  const [value, setValue] = useState<OptionRef[]>([]);
  return (
    <OptionTagsInput
      kind="brand"
      label="Preferred Brands"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('OptionTagsInput (issue 26: Enter picks the highlighted suggestion)', () => {
  const catalogue = {
    brand: [
      { id: 7, name: 'Redken', kind: 'brand' },
      { id: 8, name: 'Redken Shades EQ', kind: 'brand' },
    ],
  };

  it('Enter on a highlighted suggestion adds that option, not the typed text', async () => {
    mockApi({ 'GET /api/option/customized': { body: catalogue } });
    const changes: OptionRef[][] = [];
    const { user } = renderWithProviders(<Brands onChange={(value) => changes.push(value)} />);
    const field = screen.getByRole('combobox', { name: 'Preferred Brands' });
    await user.type(field, 'shades');
    expect(await screen.findByRole('option', { name: 'Redken Shades EQ' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes.at(-1)).toEqual([{ optionId: 8, name: 'Redken Shades EQ' }]);
    expect(field).toHaveValue('');
  });

  it('Enter with nothing highlighted keeps the typed text as a tag', async () => {
    mockApi({ 'GET /api/option/customized': { body: catalogue } });
    const changes: OptionRef[][] = [];
    const { user } = renderWithProviders(<Brands onChange={(value) => changes.push(value)} />);
    await user.type(screen.getByRole('combobox', { name: 'Preferred Brands' }), 'My Own Line{Enter}');
    expect(changes.at(-1)).toEqual([{ optionId: null, name: 'My Own Line' }]);
  });
});
