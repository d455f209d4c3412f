import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A class read from a CSS module that the module does not define is `undefined` at run time: the
 * element silently loses its look (the /confirm-email card once had no padding for this). Every
 * `classes.name` a source file reads must be a class its imported module defines.
 */
const srcDir = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveModule(from: string, specifier: string): string {
  return specifier.startsWith('@/')
    ? path.join(srcDir, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
}

/** Class names a stylesheet defines (any `.name` in a selector; comments and urls removed). */
function definedClasses(css: string): Set<string> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
  return new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string));
}

function undefinedClasses(): string[] {
  const missing: string[] = [];
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(file, 'utf8');
    for (const [, name, specifier] of source.matchAll(/import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g)) {
      const defined = definedClasses(readFileSync(resolveModule(file, specifier as string), 'utf8'));
      const used = [
        ...source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g')),
        ...source.matchAll(new RegExp(`\\b${name}\\[['"]([\\w-]+)['"]\\]`, 'g')),
      ].map((match) => match[1] as string);
      for (const className of new Set(used)) {
        if (!defined.has(className)) missing.push(`${path.relative(srcDir, file)}: ${name}.${className}`);
      }
    }
  }
  return missing;
}

describe('CSS modules', () => {
  it('define every class the components read from them', () => {
    expect(undefinedClasses()).toEqual([]);
  });

  it('are checked: a class the module lacks is reported', () => {
    expect(definedClasses('.card { padding: 0 } .title:hover, .a .b-c {}')).toEqual(
      new Set(['card', 'title', 'a', 'b-c']),
    );
    expect(definedClasses('.card { background: url(./x.png) }').has('png')).toBe(false);
  });
});
