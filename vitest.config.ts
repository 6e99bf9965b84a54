import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'auction', root: 'packages/auction', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      { test: { name: 'bench', root: 'bench', include: ['*.test.ts'] } },
      {
        test: {
          name: 'tooling',
          root: 'tooling',
          include: ['eslint/*.test.ts', 'build/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: 2,
          // Its own group: it may use every worker, after the quick projects.
          sequence: { groupOrder: 1 },
        },
      },
      'apps/pay-sandbox/vitest.config.ts',
      'apps/web/vite.config.ts',
    ],
  },
});
