import { ESLint } from 'eslint';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { importRules } from './index.js';

const repoRoot = join(import.meta.dirname, '../..');
const fixtureRoot = join(import.meta.dirname, 'fixtures/repo');
const eslint = new ESLint({
  cwd: fixtureRoot,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    ...importRules({ root: fixtureRoot }),
  ],
});

async function problemsOf(file: string) {
  const [result] = await eslint.lintFiles([join(fixtureRoot, file)]);
  return result!.messages.map((m) => ({
    rule: m.ruleId,
    messageId: m.messageId,
    message: m.message,
    fatal: m.fatal,
  }));
}

/** Each fixture breaks exactly one boundary. */
const violations: [file: string, messageId: string, says: RegExp][] = [
  [
    'apps/web/src/features/alpha/uses-beta.ts',
    'featureImportsFeature',
    /feature alpha must not import another feature: \.\.\/beta\/beta/,
  ],
  ['apps/web/src/features/alpha/reexports-beta.ts', 'featureImportsFeature', /another feature/],
  ['apps/web/src/features/alpha/lazy-beta.ts', 'featureImportsFeature', /another feature/],
  [
    'apps/web/src/features/alpha/uses-app.ts',
    'featureImportsApp',
    /feature alpha must not import the app shell/,
  ],
  [
    'apps/web/src/lib/uses-feature.ts',
    'sharedImportsFeature',
    /Shared code \(lib\/\) must not import a feature/,
  ],
  [
    'apps/web/src/components/uses-app.ts',
    'sharedImportsApp',
    /Shared code \(components\/\) must not import the app shell/,
  ],
  ['apps/web/src/testing/uses-feature.ts', 'sharedImportsFeature', /Shared code \(testing\/\)/],
  [
    'apps/web/src/testing/uses-app.ts',
    'sharedImportsApp',
    /Shared code \(testing\/\) must not import the app shell/,
  ],
  ['apps/server/src/uses-web.ts', 'appImportsApp', /Apps import packages, never each other/],
  ['apps/server/src/uses-web-package.ts', 'appImportsApp', /@autobid\/web\/src\/lib\/format/],
  [
    'packages/contract/src/uses-server.ts',
    'packageImportsApp',
    /Packages must not import the apps/,
  ],
  [
    'packages/auction/src/reads-file.ts',
    'auctionImportsNode',
    /no I\/O and imports no Node module: node:fs/,
  ],
  ['packages/auction/src/reads-file-bare.ts', 'auctionImportsNode', /no Node module: fs\/promises/],
  [
    'packages/auction/src/uses-contract.ts',
    'auctionImportsOurs',
    /imports nothing else of ours: @autobid\/contract/,
  ],
  [
    'packages/auction/src/uses-pg.ts',
    'auctionImportsPackage',
    /imports only vitest, fast-check, not pg/,
  ],
];

describe('import boundaries (local/import-boundaries)', () => {
  it.each(violations)('%s is reported as %s', async (file, messageId, says) => {
    const problems = await problemsOf(file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ rule: 'local/import-boundaries', messageId });
    expect(problems[0]!.message).toMatch(says);
  });

  it('every other fixture file, with every kind of allowed import, lints clean', async () => {
    const results = await eslint.lintFiles(['**/*.ts']);
    const flagged = new Set([
      ...violations.map(([file]) => file),
      'apps/web/src/features/gamma/first.ts',
      'apps/web/src/features/gamma/second.ts',
      'apps/web/src/features/gamma/third.ts',
    ]);
    const clean = results.filter((r) => !flagged.has(r.filePath.slice(fixtureRoot.length + 1)));
    expect(clean.map((r) => r.filePath.slice(fixtureRoot.length + 1))).toContain(
      'apps/web/src/features/alpha/alpha.ts',
    );
    expect(clean.length).toBeGreaterThanOrEqual(15);
    expect(clean.flatMap((r) => r.messages.map((m) => `${r.filePath}: ${m.message}`))).toEqual([]);
  });
});

describe('import cycles (local/no-import-cycle)', () => {
  it.each([
    [
      'first',
      'features/gamma/first.ts → features/gamma/second.ts → features/gamma/third.ts → features/gamma/first.ts',
    ],
    [
      'second',
      'features/gamma/second.ts → features/gamma/third.ts → features/gamma/first.ts → features/gamma/second.ts',
    ],
    [
      'third',
      'features/gamma/third.ts → features/gamma/first.ts → features/gamma/second.ts → features/gamma/third.ts',
    ],
  ])(
    'a three-file cycle is reported in %s.ts with the whole chain, a type-only import included',
    async (name, chain) => {
      const problems = await problemsOf(`apps/web/src/features/gamma/${name}.ts`);
      expect(problems).toEqual([
        expect.objectContaining({ rule: 'local/no-import-cycle', messageId: 'cycle' }),
      ]);
      expect(problems[0]!.message).toContain(chain);
    },
  );
});

describe("the repository's eslint.config.js", () => {
  const repo = new ESLint({ cwd: repoRoot });
  it.each([
    ['apps/web/src/features/auth/current-user-slice.ts', ['import-boundaries', 'no-import-cycle']],
    ['apps/web/src/lib/format.ts', ['import-boundaries', 'no-import-cycle']],
    ['apps/server/src/app.ts', ['import-boundaries']],
    ['packages/auction/src/index.ts', ['import-boundaries']],
  ])('turns the rules on for %s, rooted at the repository', async (file, rules) => {
    const config = (await repo.calculateConfigForFile(join(repoRoot, file))) as {
      rules: Record<string, [number, { root: string }]>;
    };
    for (const rule of rules)
      expect(config.rules[`local/${rule}`]).toEqual([
        2,
        expect.objectContaining({ root: repoRoot }),
      ]);
  });
  it('leaves the fixtures out of the main run', async () => {
    expect(
      await repo.isPathIgnored(join(fixtureRoot, 'apps/web/src/features/alpha/uses-beta.ts')),
    ).toBe(true);
  });
});
