import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The API server the dev server forwards to; override to point at another local server.
const apiTarget = process.env.AUTOBID_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    // Trailing slashes matter: a bare '/auction' would also swallow the app's own '/auctions/…' pages.
    proxy: {
      '/auction/': apiTarget,
      '/portal/': apiTarget,
      '/general/': apiTarget,
      '/config.json': apiTarget,
      '/media/': apiTarget,
      '/app/': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup-tests.ts'],
    // Opening an Ant Design popup in jsdom takes seconds on a loaded two-core machine.
    testTimeout: 20_000,
  },
});
