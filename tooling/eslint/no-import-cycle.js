// Import cycles inside one folder (apps/web/src): an import whose target leads back to the importing
// file. Other files' imports are read with TypeScript's pre-processor and cached; a cached file is
// re-read when it changed, checked at most once a second.
import { readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';
import { importVisitors, resolveFile, toRel } from './resolve.js';

const RECHECK_MS = 1000;
const cache = new Map();

/** The files `file` imports by relative path (static, dynamic, type-only and re-exports alike). */
function importsOf(file) {
  const now = Date.now();
  const cached = cache.get(file);
  if (cached && now - cached.checkedAt < RECHECK_MS) return cached.imports;
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (cached && cached.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.imports;
  }
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .filter((f) => f.fileName.startsWith('.'))
    .map((f) => resolveFile(file, f.fileName))
    .filter((f) => f !== null);
  cache.set(file, { mtimeMs, checkedAt: now, imports });
  return imports;
}

/** The shortest chain of imports from `start` back to `goal` inside `folder`, or null. */
function pathBack(start, goal, folder) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i += 1) {
    const file = queue[i];
    for (const next of importsOf(file)) {
      if (next === goal) {
        const chain = [file];
        for (let at = cameFrom.get(file); at; at = cameFrom.get(at)) chain.unshift(at);
        return chain;
      }
      if (!cameFrom.has(next) && next.startsWith(folder)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import leads back to the importing file.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, within: { type: 'string' } },
        required: ['root', 'within'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import cycle: {{cycle}}. Move what both sides need into a module neither imports back.',
    },
  },
  create(context) {
    const { root, within } = context.options[0];
    const folder = join(root, within) + sep;
    const file = context.filename;
    if (!file.startsWith(folder)) return {};
    const short = (f) => toRel(folder, f);
    return importVisitors((spec, node) => {
      if (!spec.startsWith('.')) return;
      const target = resolveFile(file, spec);
      if (!target || !target.startsWith(folder)) return;
      const chain = target === file ? [] : pathBack(target, file, folder);
      if (chain === null) return;
      const cycle = [file, ...chain, file].map(short).join(' → ');
      context.report({ node, messageId: 'cycle', data: { cycle } });
    });
  },
};
