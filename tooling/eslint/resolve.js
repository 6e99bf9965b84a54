// Resolves import specifiers by path, the way this repository writes them: relative paths without
// extension (or with `.js` for a `.ts` file), workspace packages by name, Node built-ins.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.d.ts', '.js', '.jsx', '.mjs'];
const builtins = new Set(builtinModules);
const workspaceCache = new Map();

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The path of `abs` relative to `root`, with forward slashes. */
export const toRel = (root, abs) => relative(root, abs).split(sep).join('/');

/** True for `node:x` and for the bare names of Node's built-in modules (`fs`, `fs/promises`). */
export const isBuiltin = (spec) =>
  spec.startsWith('node:') || builtins.has(spec) || builtins.has(spec.split('/')[0]);

/** The file a relative specifier points at, or null when none exists. */
export function resolveFile(fromFile, spec) {
  const base = resolve(dirname(fromFile), spec);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => join(base, `index${ext}`)),
  ];
  return candidates.find(isFile) ?? null;
}

/** Workspace package name → folder relative to root, read from the root package.json's `workspaces`. */
export function workspaces(root) {
  if (workspaceCache.has(root)) return workspaceCache.get(root);
  const folders = [];
  const globs = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? [];
  for (const glob of globs) {
    if (!glob.endsWith('/*')) folders.push(glob);
    else {
      const parent = glob.slice(0, -2);
      if (!existsSync(join(root, parent))) continue;
      for (const entry of readdirSync(join(root, parent), { withFileTypes: true }))
        if (entry.isDirectory()) folders.push(`${parent}/${entry.name}`);
    }
  }
  const byName = new Map();
  for (const folder of folders) {
    const manifest = join(root, folder, 'package.json');
    if (isFile(manifest)) byName.set(JSON.parse(readFileSync(manifest, 'utf8')).name, folder);
  }
  workspaceCache.set(root, byName);
  return byName;
}

/**
 * What an import points at: `{ kind: 'builtin' }`, `{ kind: 'local', path }` (a path relative to
 * root, for relative specifiers and workspace packages; `..` first when outside the repository) or
 * `{ kind: 'package', name }` for a third-party package.
 */
export function classify(root, fromFile, spec) {
  if (spec.startsWith('.') || spec.startsWith('/')) {
    const abs = spec.startsWith('/') ? spec : resolve(dirname(fromFile), spec);
    return { kind: 'local', path: toRel(root, abs) };
  }
  if (isBuiltin(spec)) return { kind: 'builtin' };
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const folder = workspaces(root).get(name);
  if (folder !== undefined)
    return {
      kind: 'local',
      path: [folder, ...parts.slice(spec.startsWith('@') ? 2 : 1)].join('/'),
    };
  return { kind: 'package', name };
}

/** Calls `check(specifier, node)` for every import, re-export, dynamic import, require and import type. */
export function importVisitors(check) {
  const literal = (node, source) => {
    if (source && source.type === 'Literal' && typeof source.value === 'string')
      check(source.value, node);
  };
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
    TSImportEqualsDeclaration: (node) => literal(node, node.moduleReference?.expression),
    TSImportType: (node) => literal(node, node.argument?.literal ?? node.source),
    'CallExpression[callee.name="require"]': (node) => literal(node, node.arguments[0]),
  };
}
