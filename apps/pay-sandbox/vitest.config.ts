import { defineConfig } from 'vitest/config';

// Real HTTP on loopback; the callback retry tests wait out the real backoff (a few seconds).
export default defineConfig({
  test: {
    name: 'pay-sandbox',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
