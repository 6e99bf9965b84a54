import { defineConfig } from '@playwright/test';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { SERVER_NODE_FLAGS } from '../../apps/server/server-flags.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
// Overridable so two runs (e.g. of separate spec files) can share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3199);
const webDist = process.env.E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist');
const baseURL = `http://127.0.0.1:${PORT}`;
// The sandbox payment gateway runs beside the server, on the next port.
const SANDBOX_PORT = PORT + 1;

// Workers load this file again; only the main process picks the data folder and cleans old ones.
const isMainProcess = process.env.TEST_WORKER_INDEX === undefined;
const dataDir = process.env.AUTOBID_E2E_DATA_DIR ?? join(repoRoot, `.data-e2e-${Date.now()}`);
process.env.AUTOBID_E2E_DATA_DIR = dataDir;

if (isMainProcess) {
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` before the end-to-end tests');
  }
  // The journeys run the servers as `npm start` does: from their builds.
  for (const entry of ['apps/server/dist/server.mjs', 'apps/pay-sandbox/dist/server.mjs']) {
    if (!existsSync(join(repoRoot, entry))) {
      throw new Error(`${entry} is missing: run \`npm run build\` before the end-to-end tests`);
    }
  }
  // Leftovers of earlier runs (an hour old or more), and this run's folder should it already exist.
  const anHourAgo = Date.now() - 60 * 60_000;
  for (const name of readdirSync(repoRoot)) {
    const path = join(repoRoot, name);
    if (name.startsWith('.data-e2e-') && (path === dataDir || statSync(path).mtimeMs < anHourAgo)) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

export default defineConfig({
  testDir: here,
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One server, one database: the specs run one after another so bids do not cross.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL,
    // Tracing triples the run time; turn it on when a failure needs one (PW_TRACE=1).
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The app honours reduced motion, so popups open without an animation a click could race.
    reducedMotion: 'reduce',
  },
  webServer: [
    {
      command: 'node --enable-source-maps ../../apps/pay-sandbox/dist/server.mjs',
      cwd: here,
      url: `http://127.0.0.1:${SANDBOX_PORT}/health`,
      env: { PAY_SANDBOX_PORT: String(SANDBOX_PORT), PAY_SANDBOX_HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ${SERVER_NODE_FLAGS.join(' ')} --enable-source-maps ../../apps/server/dist/server.mjs`,
      cwd: here,
      url: `${baseURL}/config.json`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: webDist,
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        // The journeys run one server on PGlite: a database or Redis of the surrounding shell stays out.
        DATABASE_URL: '',
        REDIS_URL: '',
        PAY_GATEWAY_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        PUBLIC_URL: baseURL,
        // Every journey signs in from 127.0.0.1, many times a minute.
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '600',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
