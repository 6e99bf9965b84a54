import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServers, SERVER_BUILDS } from '../../scripts/build-servers.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The packages a built module imports by name: `fastify`, `@fastify/static`, `node:fs`... */
function importedPackages(code: string): string[] {
  const names = new Set<string>();
  for (const match of code.matchAll(/^import\s+(?:[^"';]*?from\s+)?["']([^"']+)["'];?$/gm)) {
    const specifier = match[1]!;
    if (specifier.startsWith('.') || specifier.startsWith('/')) continue;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  }
  return [...names];
}

/** The production dependencies of the server packages and the workspace packages they compile in. */
function productionDependencies(): Set<string> {
  const folders = ['apps/server', 'apps/pay-sandbox', 'packages/auction', 'packages/contract'];
  const names = new Set<string>();
  for (const folder of folders) {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {})) names.add(name);
  }
  return names;
}

describe('the servers built for `npm start`', () => {
  let out: string;
  const built = new Map<string, string>();
  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), 'server-build-'));
    await buildServers(out);
    for (const { out: file } of SERVER_BUILDS)
      built.set(file, readFileSync(join(out, file), 'utf8'));
  }, 60_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('compile the workspace packages in: plain node runs them without a TypeScript loader', () => {
    for (const [file, code] of built) {
      expect(
        importedPackages(code).filter((name) => name.startsWith('@autobid/')),
        file,
      ).toEqual([]);
    }
  });

  it('import only node built-ins and production dependencies, so an install without dev tools runs them', () => {
    const allowed = productionDependencies();
    for (const [file, code] of built) {
      const packages = importedPackages(code);
      expect(packages.length, file).toBeGreaterThan(0);
      const missing = packages.filter((name) => !name.startsWith('node:') && !allowed.has(name));
      expect(missing, file).toEqual([]);
    }
  });

  it('wrap no function in a call that keeps its name', () => {
    for (const [file, code] of built) expect(code, file).not.toMatch(/\b__name\(/);
  });

  it('reads an import the way the checks above rely on (a probe of the reader)', () => {
    const probe = [
      'import { a } from "fastify";',
      'import "node:net";',
      'import * as b from "@fastify/static/x";',
      'import c from "./local.js";',
      'import {\n  d\n} from "multi-line";',
    ].join('\n');
    expect(importedPackages(probe)).toEqual([
      'fastify',
      'node:net',
      '@fastify/static',
      'multi-line',
    ]);
  });
});
