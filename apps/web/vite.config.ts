import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from './vite-precompress';
import { DEALER_PAGES, ROUTE_MODULES, SIDE_FRAMES } from './route-modules';
import { routeChunks } from './vite-route-chunks';

// The API server the dev server forwards to; override to point at another local server.
const apiTarget = process.env.AUTOBID_API_URL ?? 'http://127.0.0.1:3000';

const { 'sign-in': signIn, 'live list': liveList, 'auction page': auctionPage } = ROUTE_MODULES;
const { seller, 'back office': backOffice } = SIDE_FRAMES;
const shared = routeChunks(
  import.meta.dirname,
  [
    // What the sign-in page and every side's frame import alike: the language picker, formats,
    // the server's clock, the API call hook.
    { name: 'core', sharedBy: [signIn, liveList, seller, backOffice] },
    // What the three sides' frames import alike once signed in: the header, the notices' bell,
    // the glyphs, the countdown, the realtime session. The account page, which uses some of it
    // outside any frame, loads it too.
    { name: 'frames', sharedBy: [liveList, seller, backOffice] },
    // The dealer's frame and what the lists and the auction page both show of a car: loaded by
    // the dealer's pages only, never by the seller's, the back office's or those before sign-in.
    { name: 'dealer', sharedBy: [liveList, auctionPage], onlyFor: DEALER_PAGES },
  ],
  // The session, the API client, the store's slices and the paths, which every page loads first.
  { boot: 'boot' },
);

export default defineConfig({
  plugins: [react(), precompressPlugin(), shared.plugin],
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
    // Read by the script-budget test to follow each route's imports.
    manifest: true,
    rolldownOptions: {
      // By default Rolldown moves code that several lazy pages share into the entry's chunks,
      // which would send every page's components on the first visit of any page.
      experimental: { chunkOptimization: { mergeCommonChunks: false } },
      output: {
        codeSplitting: {
          // Libraries every page needs, in chunks that change only when the libraries do, so a
          // release of our own code leaves them in the browser's cache. Ant Design stays split
          // by component: each page loads only the components it uses.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            {
              name: 'state',
              test: /node_modules[\\/](@reduxjs|redux|redux-thunk|reselect|immer|react-redux|i18next|react-i18next)[\\/]/,
              priority: 1,
            },
            ...shared.groups(),
          ],
        },
      },
    },
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
