import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Test files under `dir` that replace a module (vi.mock, vi.doMock), as paths relative to `root`
 * with forward slashes. Most test files share their worker's modules (vitest `isolate: false`,
 * decision 024), where a module another file loaded first would stay unmocked, or a mock would
 * leak into the files after; the configs run these files in projects of their own, isolated.
 */
export function testFilesThatMockModules(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\.test\.[cm]?[jt]sx?$/.test(file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8')));
}
