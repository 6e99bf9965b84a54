import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = '@autobid/server';

/**
 * The server package's folder (`apps/server`): the first folder above `from` whose `package.json`
 * names this package. The server runs from its sources (`src/…`) in development and tests and from
 * its build (`dist/server.mjs`) in production, at different depths, so the files it reads beside
 * its code (migrations, its package.json, the web build) are found from here, not by counting `..`.
 */
export function findServerRoot(from: string): string {
  let folder = dirname(from);
  for (;;) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (name === PACKAGE_NAME) return folder;
    }
    const parent = dirname(folder);
    if (parent === folder)
      throw new Error(`no folder above ${from} holds the ${PACKAGE_NAME} package`);
    folder = parent;
  }
}

export const SERVER_ROOT = findServerRoot(fileURLToPath(import.meta.url));
