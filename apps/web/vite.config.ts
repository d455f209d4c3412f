import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

/** Mantine components nearly every page draws: they go with the framework (below). */
const BASIC_COMPONENTS = [
  'Anchor',
  'Button',
  'CloseButton',
  'Container',
  'Group',
  'Input',
  'Loader',
  'Paper',
  'Portal',
  'Stack',
  'Text',
  'TextInput',
  'ThemeIcon',
  'Title',
  'Transition',
  'UnstyledButton',
];

/**
 * The code every page runs, in one chunk: React, Mantine's core, hooks and basic components, the
 * icons' runtime. Split by which routes import them, they made some 25 chunks, most under 2 KB,
 * and each chunk is one more request whose start costs a public page's main thread about a
 * millisecond (docs/decisions/023).
 */
const FRAMEWORK = new RegExp(
  [
    'node_modules/(react|react-dom|scheduler)/',
    'node_modules/@mantine/hooks/',
    'node_modules/@mantine/core/esm/core/',
    `node_modules/@mantine/core/esm/components/(${BASIC_COMPONENTS.join('|')})/`,
    'node_modules/@tabler/icons-react/dist/esm/(createReactComponent|defaultAttributes)\\.',
  ]
    .map((pattern) => pattern.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/media': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet for the whole app, linked by index.html: a page's first paint waits for one
    // request (not one per route chunk), and loading a route later never injects styles.
    cssCodeSplit: false,
    // scripts/prerender.mjs reads it: the shell's preloads and each prerendered page's stylesheets.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } } },
  },
});
