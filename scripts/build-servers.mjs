#!/usr/bin/env node
// `npm run build` (after the web app): the portal server and the sandbox payment gateway as one
// JavaScript module each, `apps/server/dist/server.mjs` and `apps/pay-sandbox/dist/server.mjs`, which
// `npm start` runs with plain `node` (docs/operations.md, "Running from the build").
//
// The workspace's own packages (`@autobid/*`, TypeScript sources) are bundled in; every other
// package stays an import resolved from node_modules at run time, as it is installed. Names are
// not kept (esbuild's keepNames wraps every function made at run time, closures on the request path
// included, in a call that names it); nothing in the servers reads a function's name.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export const SERVER_BUILDS = [
  { entry: 'apps/server/src/server.ts', out: 'apps/server/dist/server.mjs' },
  { entry: 'apps/pay-sandbox/src/server.ts', out: 'apps/pay-sandbox/dist/server.mjs' },
];

/** Bare imports stay imports, except the workspace's own packages, whose sources are bundled. */
const installedPackagesStayExternal = {
  name: 'installed-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@autobid/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds both servers; `outRoot` (default: the repository) is where their `out` paths are written. */
export async function buildServers(outRoot = root) {
  for (const { entry, out } of SERVER_BUILDS) {
    await build({
      absWorkingDir: root,
      entryPoints: [entry],
      outfile: join(outRoot, out),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      plugins: [installedPackagesStayExternal],
      // Stack traces name the TypeScript sources when node runs with --enable-source-maps.
      sourcemap: 'linked',
      logLevel: 'warning',
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServers();
