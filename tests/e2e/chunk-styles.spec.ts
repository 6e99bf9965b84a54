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

/**
 * A build in memory: an entry that lazily loads a list page (which brings the card's stylesheet)
 * and a detail page, the list page lazily loading a panel, and a stylesheet module of its own.
 */
function build(options: {
  detailScript: string;
  detailImportsCard?: boolean;
  panelScript?: string;
  /** The detail page lazily loads the panel too (its stylesheets then come from both importers). */
  detailLoadsPanel?: boolean;
}) {
  const manifest: StyleManifest = {
    'index.html': {
      file: 'main.js',
      isEntry: true,
      dynamicImports: ['src/list.tsx', 'src/detail.tsx', 'src/card-extra.css'],
    },
    'src/list.tsx': {
      file: 'list.js',
      isDynamicEntry: true,
      imports: ['_card.js'],
      dynamicImports: ['src/panel.tsx'],
    },
    'src/detail.tsx': {
      file: 'detail.js',
      isDynamicEntry: true,
      imports: options.detailImportsCard ? ['_card.js'] : [],
      dynamicImports: options.detailLoadsPanel ? ['src/panel.tsx'] : [],
      css: ['detail.css'],
    },
    'src/panel.tsx': { file: 'panel.js', isDynamicEntry: true },
    'src/card-extra.css': { file: 'card-extra.js', isDynamicEntry: true, css: ['card-extra.css'] },
    '_card.js': { file: 'card.js', css: ['card.css'] },
  };
  const files: Record<string, string> = {
    'main.js': 'import("./list.js")',
    'list.js': 'x({className:`card`})',
    'card.js': 'y({className:"card__stats"})',
    'detail.js': options.detailScript,
    'panel.js': options.panelScript ?? '',
    'card-extra.js': '',
    'detail.css': '.detail__price{font-size:30px}',
    'card.css': '.card__stats{display:flex}.card__total{color:red}',
    'card-extra.css': '.card__extra{color:blue}',
  };
  const read: ReadBuilt = (file) => files[file]!;
  return { manifest, read };
}

/** The detail page naming the card's class only when a condition holds, as minified code writes it. */
const CONDITIONAL_CARD_CLASS = 'z({className:`detail__price ${e?`card__stats`:``}`})';

test.describe('stylesheets each page loads first', () => {
  test('a page naming a class whose rule loads only with another page is reported, even inside a nested template', () => {
    const { manifest, read } = build({ detailScript: CONDITIONAL_CARD_CLASS });
    expect(unloadedClasses(manifest, read)).toEqual([
      { chunk: 'src/detail.tsx', className: 'card__stats', definedIn: ['card.css'] },
    ]);
  });

  test('a page that loads the rule with it is not reported', () => {
    const { manifest, read } = build({
      detailScript: CONDITIONAL_CARD_CLASS,
      detailImportsCard: true,
    });
    expect(unloadedClasses(manifest, read)).toEqual([]);
  });

  test('a name used only as a test id is not a class', () => {
    const { manifest, read } = build({
      detailScript: 'z({className:`detail__price`,"data-testid":`card__total`})',
    });
    expect(unloadedClasses(manifest, read)).toEqual([]);
  });

  test('a lazily loaded part has the rules of the page that loads it, and of every such page only what they share', () => {
    const panelScript = 'w({className:"card__stats"})';
    const one = build({ detailScript: '', panelScript });
    expect(unloadedClasses(one.manifest, one.read)).toEqual([]);
    const both = build({ detailScript: '', panelScript, detailLoadsPanel: true });
    expect(unloadedClasses(both.manifest, both.read)).toEqual([
      { chunk: 'src/panel.tsx', className: 'card__stats', definedIn: ['card.css'] },
    ]);
  });

  test('a stylesheet the app loads beside a page counts for it; one no importer loads is refused', () => {
    const { manifest, read } = build({ detailScript: 'z({className:"card__extra"})' });
    expect(unloadedClasses(manifest, read)).toEqual([
      { chunk: 'src/detail.tsx', className: 'card__extra', definedIn: ['card-extra.css'] },
    ]);
    expect(unloadedClasses(manifest, read, { 'src/detail.tsx': ['src/card-extra.css'] })).toEqual(
      [],
    );
    expect(() => unloadedClasses(manifest, read, { 'src/detail.tsx': ['src/gone.css'] })).toThrow(
      /said to load with src\/gone.css/,
    );
  });

  test('the built app: every page, opened first, loads the rules of every class it names', () => {
    const manifest = JSON.parse(
      readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
    ) as StyleManifest;
    expect(unloadedClasses(manifest, readFromDist(dist), LOADED_TOGETHER)).toEqual([]);
  });
});
