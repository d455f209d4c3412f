import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, defineProject } from 'vitest/config';
import { testFilesThatMockModules } from '../../scripts/test-isolation';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Test files that run each in fresh modules and a fresh jsdom window. Every other file shares its
 * worker's with the files before it, which halves the web suite's time (imports and set-up are
 * most of a file's cost; decision 024); src/testing/setup-tests.ts empties the document, the URL,
 * the session and the toasts between files. A file that mocks a module (vi.mock) is isolated
 * automatically: a module another file loaded first would stay unmocked. Name a file here when it
 * leaves module state behind that setup-tests cannot reset, or passes alone and fails after others.
 */
const ISOLATED_BY_NAME = [
  // Settles its stylesheet promise once per page (a module-level memo).
  'src/lib/deferred-styles.test.ts',
];
const ISOLATED = [...ISOLATED_BY_NAME, ...testFilesThatMockModules(root, 'src')];

const project = (name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) =>
  defineProject({
    root,
    plugins: [react()],
    resolve: { tsconfigPaths: true },
    test: {
      name,
      environment: 'jsdom',
      ...files,
      setupFiles: ['./src/testing/setup-tests.ts'],
      restoreMocks: true,
      css: false,
      testTimeout: 20_000,
    },
  });

/** The root vitest.config.ts lists these among its projects. */
export const webProjects = [
  project('web', {
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...ISOLATED],
    isolate: false,
  }),
  project('web-isolated', { include: ISOLATED, isolate: true }),
];

export default defineConfig({ test: { projects: webProjects } });
