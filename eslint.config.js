import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import direction: packages know no app; the web app flows shared → features → app; features stay apart. */
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './packages', from: './apps', message: 'Packages must not import the apps.' },
        { target: './packages/auction', from: './packages/contract', message: 'The rules package stands alone.' },
        { target: './apps/web', from: './apps/server', message: 'Apps import packages, never each other.' },
        { target: './apps/server', from: './apps/web', message: 'Apps import packages, never each other.' },
        {
          target: './apps/web/src/features/*/**',
          from: './apps/web/src/features/*/**',
          except: ['./'],
          message: 'A feature does not import another feature; lift shared code to components/ or lib/.',
        },
        { target: './apps/web/src/(components|lib|config|i18n)/**', from: './apps/web/src/(features|app)/**', message: 'Shared code must not import features or the app.' },
        { target: './apps/web/src/features/**', from: './apps/web/src/app/**', message: 'Features must not import the app.' },
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.data*/**', 'apps/server/drizzle/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'vitest.config.ts', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      ...boundaries,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/require-await': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a string-literal union or an as-const object, not enum.' },
        { selector: 'ExportAllDeclaration', message: 'Use named exports, not export *.' },
      ],
    },
  },
  {
    files: ['packages/auction/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Date', message: 'The rules take `now` from the caller.' }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'The rules are deterministic.' },
        { object: 'Date', property: 'now', message: 'The rules take `now` from the caller.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/e2e/**/*.ts', 'bench/**/*.ts', '**/testing/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
