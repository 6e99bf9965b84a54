// The repository's own lint rules: import boundaries and import cycles. `importRules({ root })`
// gives the flat-config entries; eslint.config.js and the fixture test use the same ones.
import { importBoundaries } from './import-boundaries.js';
import { noImportCycle } from './no-import-cycle.js';

export const localPlugin = {
  meta: { name: 'autobid-local' },
  rules: { 'import-boundaries': importBoundaries, 'no-import-cycle': noImportCycle },
};

/**
 * @param {{ root: string }} options the repository root the zones are relative to
 * @returns {import('eslint').Linter.Config[]}
 */
export function importRules({ root }) {
  return [
    {
      files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx,js,mjs}'],
      plugins: { local: localPlugin },
      rules: { 'local/import-boundaries': ['error', { root }] },
    },
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      plugins: { local: localPlugin },
      rules: { 'local/no-import-cycle': ['error', { root, within: 'apps/web/src' }] },
    },
  ];
}
