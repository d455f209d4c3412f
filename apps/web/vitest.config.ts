import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, defineProject } from 'vitest/config';

/**
 * Test files that must each start from fresh modules: they replace a module (vi.mock) or leave a
 * module-level memo behind (deferred-styles settles its stylesheet promise once per page). Every
 * other file shares its worker's modules and jsdom window with the files before it, which halves
 * the web suite's time (imports and set-up are most of a file's cost; decision 024). Add a file
 * here when it mocks a module, or when it passes alone and fails after another file.
 */
const ISOLATED = [
  'src/features/canvases/instagram/instagram.test.tsx',
  'src/features/auth/sign-in-captcha.test.tsx',
  'src/features/public/data-rights.test.tsx',
  'src/lib/deferred-styles.test.ts',
];

const project = (name: string, files: { include: string[]; exclude?: string[]; isolate: boolean }) =>
  defineProject({
    root: fileURLToPath(new URL('.', import.meta.url)),
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
