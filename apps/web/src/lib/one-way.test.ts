import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web client's "one way" rules that types cannot express (docs/guiding-principles.md): every
 * request goes through lib/api-client.ts, every query key is built in a keys.ts, every avatar is an
 * InitialsAvatar.
 */
const SOURCE_ROOT = path.resolve(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(SOURCE_ROOT).map((file) => ({
  name: path.relative(SOURCE_ROOT, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));

const isTestSupport = (name: string) => /\.test\.tsx?$/.test(name) || name.startsWith('testing/');

function offenders(pattern: RegExp, allowed: (name: string) => boolean): string[] {
  return files
    .filter((file) => !allowed(file.name))
    .flatMap((file) =>
      file.text
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${file.name}:${index + 1}: ${line.trim()}`] : [])),
    );
}

describe('one way per concern in the web client', () => {
  it('reads the source tree', () => {
    expect(files.some((file) => file.name === 'lib/api-client.ts')).toBe(true);
  });

  it('sends every request through lib/api-client.ts (no other fetch or XMLHttpRequest)', () => {
    expect(
      offenders(
        /\bfetch\(|new XMLHttpRequest\b/,
        (name) => name === 'lib/api-client.ts' || isTestSupport(name),
      ),
    ).toEqual([]);
  });

  it('builds every query key in a keys.ts (no literal key arrays in queries or cache calls)', () => {
    const literalKey = /queryKey:\s*\[|(?:QueryData|Queries)\(\s*\[/;
    expect(offenders(literalKey, (name) => name.endsWith('/keys.ts'))).toEqual([]);
  });

  it('draws every avatar with InitialsAvatar and spells initials with lib/initials.ts', () => {
    const ownAvatar = /<Avatar\b|function \w*[iI]nitials\w*\(/;
    const allowed = ['components/initials-avatar.tsx', 'lib/initials.ts'];
    expect(offenders(ownAvatar, (name) => allowed.includes(name) || isTestSupport(name))).toEqual([]);
  });
});
