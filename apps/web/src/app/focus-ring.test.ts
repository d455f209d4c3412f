import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('the focus ring on inputs (issue 26)', () => {
  const css = readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');

  it('outlines every Input-based field, tags fields too, on :focus-visible', () => {
    expect(css).toMatch(
      /\.mantine-Input-input:focus-visible,\s*\.mantine-Input-input:has\(input:focus-visible\)\s*\{\s*outline: 2px solid var\(--mantine-color-plum-7\);/,
    );
  });

  it('has at least the 3:1 contrast AA asks of a focus indicator against the field and the page', () => {
    const ring = theme.colors?.plum?.[7];
    expect(ring).toBeDefined();
    for (const background of ['#ffffff', theme.colors?.plum?.[0] ?? '#ffffff']) {
      expect(contrast(ring ?? '#ffffff', background)).toBeGreaterThanOrEqual(3);
    }
  });
});
