#!/usr/bin/env node
// Runs every check of the project in order and ends with one line: "N passed, N failed".
// Lint and typecheck count as one check each; test runners report their own counts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(label, command, args) {
  const { ok, seconds } = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
}

function vitest(label, projects, env = {}) {
  const out = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const { ok, seconds } = run(label, 'npx', args, env);
  countFrom(label, out, ok, seconds, (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + r.numTodoTests,
  }));
}

function countFrom(label, file, ok, seconds, read) {
  if (!existsSync(file)) {
    totals.failed += 1;
    lines.push(`FAIL ${label}: no report written (${seconds} s)`);
    return;
  }
  const counts = read(JSON.parse(readFileSync(file, 'utf8')));
  // A runner that exits non-zero with no failed test (a crash, an unhandled error) still fails.
  if (!ok && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  lines.push(
    `${counts.failed ? 'FAIL' : 'ok  '} ${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped (${seconds} s)`,
  );
}

const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);

if (wants('lint')) check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
if (wants('format')) check('format (Prettier)', 'npx', ['prettier', '--check', '.']);
if (wants('typecheck')) check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
if (wants('unit'))
  vitest(
    'unit and property tests, web state, server on PGlite',
    ['auction', 'contract', 'bench', 'tooling', 'pay-sandbox', 'web', 'server'],
    { TEST_DB: 'pglite' },
  );
if (wants('postgres')) {
  if (process.env.TEST_DATABASE_URL)
    vitest('server on PostgreSQL', ['server'], { TEST_DB: 'postgres' });
  else lines.push('skip server on PostgreSQL: TEST_DATABASE_URL is not set');
}
if (wants('e2e')) {
  check('build (web app and servers)', 'npm', ['run', '--silent', 'build']);
  const out = join(root, 'tests/e2e/test-results/results.json');
  rmSync(out, { force: true });
  const { ok, seconds } = run('browser journeys (Playwright, Chromium)', 'npx', [
    'playwright',
    'test',
    '-c',
    'tests/e2e/playwright.config.ts',
  ]);
  countFrom('browser journeys', out, ok, seconds, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
  }));
}

console.log('\n=== summary');
for (const line of lines) console.log(line);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed === 0 ? 0 : 1);
