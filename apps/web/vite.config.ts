import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

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
  },
});
