import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A chunk for the modules every one of its routes needs, beyond what the app's entry holds. */
export interface RouteChunk {
  name: string;
  /** Each route as the modules it loads (`src/…`); the chunk takes what all of them import. */
  sharedBy: (readonly string[])[];
  /** Routes that must not load the chunk: what they import stays out of it. */
  notBy?: (readonly string[])[];
}

/**
 * Pools the small modules that several routes load together into one chunk per group of routes,
 * instead of one file per set of lazy pages that imports them. By default the bundler splits
 * code shared by lazy pages by the pages that import it, so a route that loads three lazy pages
 * at once (the dealer's frame, its lists and the realtime client) fetches dozens of files of a
 * few hundred bytes each; each costs a request and compresses alone. A module lands in a route
 * chunk only when every route of the chunk imports it statically and no route of `notBy` does, so
 * each of those routes loads exactly the code it loaded before, in fewer files.
 *
 * The routes' imports are read from the module graph once it is built (`buildEnd`), before the
 * chunks are made; `groups()` gives the bundler's code-splitting groups that read them.
 */
export function routeChunks(root: string, chunks: RouteChunk[]) {
  const entry = resolve(root, 'src/main.tsx');
  const owner = new Map<string, string>();

  const plugin: Plugin = {
    name: 'autobid-route-chunks',
    apply: 'build',
    buildEnd() {
      const closure = (modules: readonly string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          const info = this.getModuleInfo(id);
          if (!info) return;
          seen.add(id);
          info.importedIds.forEach(visit);
        };
        modules.forEach((m) => visit(resolve(root, m)));
        return seen;
      };
      const inEntry = closure([entry]);
      owner.clear();
      for (const chunk of chunks) {
        const routes = chunk.sharedBy.map(closure);
        const excluded = (chunk.notBy ?? []).map(closure);
        for (const id of routes[0] ?? []) {
          if (inEntry.has(id) || owner.has(id)) continue;
          if (routes.every((r) => r.has(id)) && !excluded.some((r) => r.has(id)))
            owner.set(id, chunk.name);
        }
      }
      const missing = chunks.filter((c) => ![...owner.values()].includes(c.name));
      if (missing.length > 0)
        this.error(`route chunks with no module: ${missing.map((c) => c.name).join(', ')}`);
    },
  };

  return {
    plugin,
    /** One code-splitting group per route chunk. */
    groups: () =>
      chunks.map((chunk) => ({
        name: chunk.name,
        test: (id: string) => owner.get(id) === chunk.name,
        includeDependenciesRecursively: false,
      })),
  };
}
