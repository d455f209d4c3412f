import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

/** A module ID test from path patterns written with '/', whatever the platform's separator. */
const modulesMatching = (patterns: string[]) =>
  new RegExp(patterns.map((pattern) => pattern.replaceAll('/', '[\\\\/]')).join('|'));

/**
 * Mantine components nearly every page draws, public pages included: they go with the framework
 * (below). Portal and Paper are not among them: only dialogs, menus and cards draw them.
 */
const BASIC_COMPONENTS = [
  'Anchor',
  'Button',
  'CloseButton',
  'Container',
  'Group',
  'Input',
  'Loader',
  'Stack',
  'Text',
  'TextInput',
  'ThemeIcon',
  'Title',
  'Transition',
  'UnstyledButton',
];

/**
 * The hooks the framework's Mantine code and the public pages' islands call. The others (drag,
 * move, focus trap, local storage...) serve member screens and dialogs, and go with their chunks:
 * in the framework they cost every first visit 6 KB gz (docs/decisions/023).
 */
const BASIC_HOOKS = [
  'use-clipboard',
  'use-color-scheme',
  'use-did-update',
  'use-disclosure',
  'use-id',
  'use-isomorphic-effect',
  'use-media-query',
  'use-merged-ref',
  'use-mutation-observer',
  'use-reduced-motion',
  'use-window-event',
  'use-window-scroll',
  'utils',
];

/**
 * Helpers in Mantine's core folder that only other components use (menus' keyboard handling,
 * popovers' targets, dialogs' Escape and z-index): they go with those components' chunks.
 */
const MEMBER_CORE_UTILS = [
  'close-on-escape',
  'create-event-handler',
  'create-scoped-keydown-handler',
  'find-element-ancestor',
  'find-element-in-shadow-dom',
  'get-context-item-index',
  'get-ref-prop',
  'get-single-element-child',
  'is-element',
  'primitive',
];

/**
 * The code every page runs, in one chunk: React, Mantine's core, hooks and basic components, the
 * icons' runtime. Split by which routes import them, they made some 25 chunks, most under 2 KB,
 * and each chunk is one more request whose start costs a public page's main thread about a
 * millisecond (docs/decisions/023).
 */
const FRAMEWORK = modulesMatching([
  'node_modules/(react|react-dom|scheduler)/',
  `node_modules/@mantine/hooks/esm/(${BASIC_HOOKS.join('|')})/`,
  `node_modules/@mantine/core/esm/core/(?!utils/(${MEMBER_CORE_UTILS.join('|')})/)`,
  `node_modules/@mantine/core/esm/components/(${BASIC_COMPONENTS.join('|')})/`,
  'node_modules/@tabler/icons-react/dist/esm/(createReactComponent|defaultAttributes)\\.',
]);

/**
 * What the framework leaves out but many member screens share (dialogs' portal, cards' paper, menus'
 * keyboard handling, timers): one chunk, loaded with the first screen or dialog that needs it,
 * instead of a few chunks under 1 KB each.
 */
const SHARED_BY_DIALOGS = modulesMatching([
  'node_modules/@mantine/core/esm/components/(Portal|Paper)/',
  'node_modules/@mantine/core/esm/core/utils/(create-scoped-keydown-handler|find-element-ancestor)/',
  'node_modules/@mantine/hooks/esm/(use-timeout|use-debounced-value)/',
]);

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
    // scripts/check-first-load.mjs reads from them which modules each chunk holds.
    sourcemap: true,
    // One stylesheet for the whole app, linked by index.html: a page's first paint waits for one
    // request (not one per route chunk), and loading a route later never injects styles.
    cssCodeSplit: false,
    // scripts/prerender.mjs reads it (the shell's preloads, each prerendered page's stylesheets), and
    // scripts/check-first-load.mjs (the chunks every public page loads first).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'shared-by-dialogs', test: SHARED_BY_DIALOGS },
          ],
        },
      },
    },
  },
});
