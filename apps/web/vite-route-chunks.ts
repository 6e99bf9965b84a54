import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A chunk for the modules every one of its routes needs, beyond what the app's entry holds. */
export interface RouteChunk {
  name: string;
  /** Each route as the modules it loads lazily (`src/…`); the chunk takes what all of them import. */
  sharedBy: (readonly string[])[];
  /**
   * The lazily loaded modules (`src/…`) that alone may need the chunk: a module that any other
   * lazily loaded module imports stays out of it, so no other page loads the chunk. Without it,
   * any page that needs one of the chunk's modules loads all of it.
   */
  onlyFor?: readonly string[];
}

/**
 * Pools the small modules that several routes load together into one chunk per group of routes,
 * instead of one file per set of lazy pages that imports them. By default the bundler splits
 * code shared by lazy pages by the pages that import it, so a route that loads three lazy pages
 * at once (the dealer's frame, its lists and the realtime client) fetches dozens of files of a
 * few hundred bytes each; each costs a request and compresses alone. A module lands in a route
 * chunk only when every route of the chunk imports it statically (and, with `onlyFor`, no other
 * lazily loaded module does): those routes load the code they loaded before, in fewer files,
 * and another page that imports one of its modules loads the whole chunk. `boot` names a chunk
 * for everything the app's entry imports (beside the entry's own module and the libraries'
 * groups), which every page loads first.
 *
 * The routes' imports are read from the module graph once it is built (`buildEnd`), before the
 * chunks are made; `groups()` gives the bundler's code-splitting groups that read them.
 */
export function routeChunks(root: string, chunks: RouteChunk[], options: { boot?: string } = {}) {
  const entry = resolve(root, 'src/main.tsx');
  const owner = new Map<string, string>();

  const plugin: Plugin = {
    name: 'autobid-route-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const infoOf = (id: string) => this.getModuleInfo(id);
      /** The modules `modules` import statically, themselves included. */
      const closure = (modules: readonly string[]) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          const info = infoOf(id);
          if (!info) this.error(`route chunks: ${id} is not a module of the build`);
          seen.add(id);
          info.importedIds.forEach(visit);
        };
        modules.forEach(visit);
        return seen;
      };
      const ids = (modules: readonly string[]) => modules.map((m) => resolve(root, m));
      // Every module loaded lazily somewhere, and the lazily loaded modules that reach each module.
      const lazy = new Set<string>();
      for (const id of this.getModuleIds())
        for (const target of infoOf(id)?.dynamicallyImportedIds ?? []) lazy.add(target);
      const reachedFrom = new Map<string, string[]>();
      for (const from of lazy)
        for (const id of closure([from]))
          reachedFrom.set(id, [...(reachedFrom.get(id) ?? []), from]);

      const inEntry = closure([entry]);
      owner.clear();
      // What the entry loads at once, beside the entry's own module and the libraries' groups.
      if (options.boot) for (const id of inEntry) if (id !== entry) owner.set(id, options.boot);
      for (const chunk of chunks) {
        const routes = chunk.sharedBy.map((modules) => closure(ids(modules)));
        const only = chunk.onlyFor && new Set(ids(chunk.onlyFor));
        for (const id of routes[0] ?? []) {
          if (inEntry.has(id) || owner.has(id) || !routes.every((r) => r.has(id))) continue;
          if (only && !(reachedFrom.get(id) ?? []).every((from) => only.has(from))) continue;
          owner.set(id, chunk.name);
        }
      }
      const empty = chunks.filter((c) => ![...owner.values()].includes(c.name));
      if (empty.length > 0)
        this.error(`route chunks with no module: ${empty.map((c) => c.name).join(', ')}`);
    },
  };

  return {
    plugin,
    /** One code-splitting group per route chunk. */
    groups: () =>
      [...(options.boot ? [options.boot] : []), ...chunks.map((chunk) => chunk.name)].map(
        (name) => ({
          name,
          test: (id: string) => owner.get(id) === name,
          includeDependenciesRecursively: false,
        }),
      ),
  };
}
