import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * mantine-styles.ts imports Mantine's CSS per component. This guards it: every Mantine component the
 * app imports (and the ones it is built from) must have its stylesheet imported there.
 */
const srcDir = path.resolve(import.meta.dirname, '..');
const stylesDir = path.resolve(import.meta.dirname, '../../../../node_modules/@mantine/core/styles');

/** Components whose look comes (also) from other components' stylesheets. */
const BUILT_FROM: Record<string, string[]> = {
  Accordion: ['UnstyledButton'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  Anchor: ['Text'],
  Autocomplete: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  Burger: ['UnstyledButton'],
  Button: ['UnstyledButton', 'Loader'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  CloseButton: ['UnstyledButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  Menu: ['Popover', 'UnstyledButton'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  MultiSelect: ['Combobox', 'Input', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  NavLink: ['UnstyledButton'],
  NumberInput: ['Input', 'UnstyledButton'],
  Pagination: ['UnstyledButton'],
  PasswordInput: ['Input', 'ActionIcon'],
  Radio: ['InlineInput', 'RadioIndicator'],
  SegmentedControl: ['FloatingIndicator'],
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  Switch: ['InlineInput'],
  TagsInput: ['Combobox', 'Input', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  Textarea: ['Input'],
  TextInput: ['Input'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@mantine\/core'/g)) {
      for (const raw of (match[1] ?? '').split(',')) {
        const name = raw.trim().replace(/^type\s+/, '');
        if (/^[A-Z]/.test(name)) used.add(name);
      }
    }
  }
  return used;
}

const importedInOrder = [
  ...readFileSync(path.join(import.meta.dirname, 'mantine-styles.ts'), 'utf8').matchAll(
    /'@mantine\/core\/styles\/([A-Za-z-]+)\.css'/g,
  ),
].map((match) => match[1] ?? '');

describe('mantine-styles.ts', () => {
  it('imports the stylesheet of every Mantine component the app uses', () => {
    const imported = new Set(importedInOrder);
    const needed = new Set<string>();
    for (const name of usedComponents()) {
      for (const part of [name, ...(BUILT_FROM[name] ?? [])]) {
        if (existsSync(path.join(stylesDir, `${part}.css`))) needed.add(part);
      }
    }
    expect(needed.size).toBeGreaterThan(10);
    expect([...needed].filter((name) => !imported.has(name)).sort()).toEqual([]);
  });

  it('keeps the order of the full stylesheet, so the cascade is the same', () => {
    const full = readFileSync(path.join(stylesDir, '../styles.css'), 'utf8');
    const positions = importedInOrder.map((name) =>
      full.indexOf(readFileSync(path.join(stylesDir, `${name}.css`), 'utf8').slice(0, 200)),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
