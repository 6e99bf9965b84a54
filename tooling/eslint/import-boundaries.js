// Import boundaries of this repository, decided by where the importing file and the imported path
// sit: packages never import apps; packages/auction imports nothing of ours and does no I/O; apps
// never import each other; in apps/web/src shared code imports no feature nor the app shell, and a
// feature imports no other feature nor the app shell.
import { classify, importVisitors, toRel } from './resolve.js';

const AUCTION = 'packages/auction';
/** The only third-party modules the rules package may import: test tools, none with I/O. */
const AUCTION_MAY_IMPORT = ['vitest', 'fast-check'];
const WEB = 'apps/web/src';
const SHARED = ['components', 'lib', 'config', 'i18n', 'testing'];
/** Test support renders with the real store, which the app shell composes. */
const SHARED_MAY_IMPORT = [{ layer: 'testing', path: `${WEB}/app/store` }];

const under = (path, folder) => path === folder || path.startsWith(`${folder}/`);
const segments = (path, folder) =>
  under(path, folder) ? path.slice(folder.length + 1).split('/') : [];
const withoutExtension = (path) => path.replace(/\.(d\.ts|ts|tsx|mts|js|jsx|mjs)$/, '');

/** The broken boundary as `[messageId, data]`, or null when the import is allowed. */
export function findViolation(from, target, spec) {
  const data = { target: spec };
  const [fromTop, fromName] = from.split('/');
  if (fromTop === 'packages' && target.kind === 'local' && under(target.path, 'apps'))
    return ['packageImportsApp', data];
  if (under(from, AUCTION)) {
    if (target.kind === 'builtin') return ['auctionImportsNode', data];
    if (target.kind === 'local' && !under(target.path, AUCTION))
      return ['auctionImportsOurs', data];
    if (target.kind === 'package' && !AUCTION_MAY_IMPORT.includes(target.name))
      return ['auctionImportsPackage', { ...data, allowed: AUCTION_MAY_IMPORT.join(', ') }];
  }
  if (target.kind !== 'local') return null;
  const [toTop, toName] = target.path.split('/');
  if (fromTop === 'apps' && toTop === 'apps' && toName !== fromName && toName !== undefined)
    return ['appImportsApp', data];
  const [layer, feature] = segments(from, WEB);
  const [toLayer, toFeature] = segments(target.path, WEB);
  if (layer === undefined || toLayer === undefined) return null;
  if (SHARED.includes(layer)) {
    if (toLayer === 'features') return ['sharedImportsFeature', { ...data, layer }];
    const isException = SHARED_MAY_IMPORT.some(
      (e) => e.layer === layer && withoutExtension(target.path) === e.path,
    );
    if (toLayer === 'app' && !isException) return ['sharedImportsApp', { ...data, layer }];
  }
  if (layer === 'features' && feature !== undefined) {
    if (toLayer === 'features' && toFeature !== feature)
      return ['featureImportsFeature', { ...data, feature }];
    if (toLayer === 'app') return ['featureImportsApp', { ...data, feature }];
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imports follow the direction packages ← apps and shared ← features ← app, with features apart.',
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      packageImportsApp: 'Packages must not import the apps: {{target}}.',
      auctionImportsOurs:
        'packages/auction stands alone and imports nothing else of ours: {{target}}.',
      auctionImportsNode: 'packages/auction does no I/O and imports no Node module: {{target}}.',
      auctionImportsPackage:
        'packages/auction stays pure and imports only {{allowed}}, not {{target}}.',
      appImportsApp: 'Apps import packages, never each other: {{target}}.',
      sharedImportsFeature:
        'Shared code ({{layer}}/) must not import a feature: {{target}}. Move what both need into components/ or lib/.',
      sharedImportsApp: 'Shared code ({{layer}}/) must not import the app shell: {{target}}.',
      featureImportsFeature:
        'The feature {{feature}} must not import another feature: {{target}}. Lift shared code to components/ or lib/.',
      featureImportsApp: 'The feature {{feature}} must not import the app shell: {{target}}.',
    },
  },
  create(context) {
    const { root } = context.options[0];
    const from = toRel(root, context.filename);
    if (from.startsWith('..')) return {};
    return importVisitors((spec, node) => {
      const violation = findViolation(from, classify(root, context.filename, spec), spec);
      if (violation) context.report({ node, messageId: violation[0], data: violation[1] });
    });
  },
};
