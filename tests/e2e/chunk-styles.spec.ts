import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  readFromDist,
  unloadedClasses,
  type ReadBuilt,
  type StyleManifest,
} from './support/chunk-styles';

const dist =
  process.env.E2E_WEB_DIST ??
  resolve(fileURLToPath(new URL('.', import.meta.url)), '../../apps/web/dist');

/**
 * The central sign-in callback wears the sign-in page's styles, imported beside it and awaited
 * with it (`apps/web/src/app/route-pages.ts`, `authorized`).
 */
const LOADED_TOGETHER = {
  'src/features/central-sign-in/pages/central-sign-in-callback-page.tsx': [
    'src/features/auth/login.css',
  ],
};

/** A build of two lazy pages over one entry, as files in memory. */
function twoPageBuild(detailImportsCardStyles: boolean) {
  const manifest: StyleManifest = {
    'index.html': {
      file: 'main.js',
      isEntry: true,
      dynamicImports: ['src/list.tsx', 'src/detail.tsx'],
    },
    'src/list.tsx': { file: 'list.js', isDynamicEntry: true, imports: ['_card.js'] },
    'src/detail.tsx': {
      file: 'detail.js',
      isDynamicEntry: true,
      imports: detailImportsCardStyles ? ['_card.js'] : [],
      css: ['detail.css'],
    },
    '_card.js': { file: 'card.js', css: ['card.css'] },
  };
  const files: Record<string, string> = {
    'main.js': 'import("./list.js")',
    'list.js': 'x({className:`card`})',
    'card.js': 'y({className:"card__stats"})',
    'detail.js':
      'z({className:`detail__price`}),z({className:"card__stats","data-testid":`card__total`})',
    'detail.css': '.detail__price{font-size:30px}',
    'card.css': '.card__stats{display:flex}.card__total{color:red}',
  };
  const read: ReadBuilt = (file) => files[file]!;
  return { manifest, read };
}

test.describe('stylesheets each page loads first', () => {
  test('a page naming a class whose rule loads only with another page is reported', () => {
    const { manifest, read } = twoPageBuild(false);
    expect(unloadedClasses(manifest, read)).toEqual([
      { chunk: 'src/detail.tsx', className: 'card__stats', definedIn: ['card.css'] },
    ]);
  });

  test('a page that loads the rule with it, or names it only as a test id, is not reported', () => {
    const { manifest, read } = twoPageBuild(true);
    expect(unloadedClasses(manifest, read)).toEqual([]);
  });

  test('the built app: every page, opened first, loads the rules of every class it names', () => {
    const manifest = JSON.parse(
      readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
    ) as StyleManifest;
    expect(unloadedClasses(manifest, readFromDist(dist), LOADED_TOGETHER)).toEqual([]);
  });
});
