import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest, as far as the style check reads it. */
export interface StyleManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type StyleManifest = Record<string, StyleManifestChunk>;

/** A class a chunk's script names that no stylesheet loaded with the chunk defines. */
export interface UnloadedClass {
  /** The lazily loaded module (or the entry) whose first load misses the rule. */
  chunk: string;
  className: string;
  /** The stylesheets that do define it, loaded only with other chunks. */
  definedIn: string[];
}

/** Reads a built file: the JavaScript of a chunk, or a stylesheet. */
export type ReadBuilt = (file: string) => string;

export const readFromDist =
  (distDir: string): ReadBuilt =>
  (file) =>
    readFileSync(join(distDir, file), 'utf8');

/** The classes a stylesheet's selectors name, in any position (`.a .b` defines `a` and `b`). */
function classesDefinedIn(css: string): Set<string> {
  const names = new Set<string>();
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
  for (const match of rules.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1]!);
  return names;
}

/**
 * The compound class names of ours a script names (`bid-summary__stats`, `stat--end`): a word with
 * a hyphen or a double underscore that a stylesheet of the build defines. The whole script is
 * read, not only its plain literals: minified code writes a conditional class as a template inside
 * a template (`` `tag ${e?`tag--info`:``}` ``), and no identifier has a hyphen. Plain words
 * (`active`) are too common as other strings to tell apart; a name put together at run time
 * (`` `tag--${kind}` ``) is not seen.
 */
function classesNamedIn(script: string, known: ReadonlySet<string>): Set<string> {
  const used = new Set<string>();
  // Test ids are not classes, though many share a block's name.
  const code = script.replace(/["']?data-testid["']?\s*:\s*(?:`[^`]*`|"[^"]*"|'[^']*')/g, '');
  for (const word of code.split(/[^\w-]+/))
    if (/-|__/.test(word) && known.has(word)) used.add(word);
  return used;
}

/**
 * Every class our code names that its chunk's first load leaves without its rule. The build splits
 * the app at each `import()`, and a stylesheet goes with the chunk whose modules import it: a
 * component that uses a class defined only in another chunk's stylesheet looks right after a
 * visit to that chunk's page and broken when its own page is opened first (a link, a reload).
 * A lazily loaded chunk comes with the stylesheets of the entry, of what it imports statically, and
 * of each chunk that imports it lazily (that one is loaded already); `loadedTogether` names the
 * stylesheet modules the app imports lazily beside a chunk and waits for with it.
 */
export function unloadedClasses(
  manifest: StyleManifest,
  read: ReadBuilt,
  loadedTogether: Readonly<Record<string, readonly string[]>> = {},
): UnloadedClass[] {
  const keys = Object.keys(manifest);
  const closure = (start: string): Set<string> => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const key = stack.pop()!;
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push(...(manifest[key]?.imports ?? []));
    }
    return seen;
  };
  const stylesOf = (chunks: Iterable<string>) =>
    new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []));

  const defined = new Map<string, Set<string>>();
  for (const sheet of stylesOf(keys)) defined.set(sheet, classesDefinedIn(read(sheet)));
  const known = new Set([...defined.values()].flatMap((names) => [...names]));
  const named = new Map<string, Set<string>>();
  const namedBy = (key: string) => {
    let names = named.get(key);
    if (!names) {
      const file = manifest[key]!.file;
      names = file.endsWith('.js') ? classesNamedIn(read(file), known) : new Set();
      named.set(key, names);
    }
    return names;
  };

  const entries = keys.filter((key) => manifest[key]!.isEntry);
  const entryStyles = stylesOf(entries.flatMap((key) => [...closure(key)]));
  const misses: UnloadedClass[] = [];
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
    // Libraries' chunks name no class of ours.
    if (key.includes('node_modules/')) continue;
    const members = closure(key);
    const loaded = new Set([...entryStyles, ...stylesOf(members)]);
    const importers = keys.filter((other) => manifest[other]!.dynamicImports?.includes(key));
    const withImporters = importers.map((importer) => stylesOf(closure(importer)));
    for (const sheet of withImporters[0] ?? [])
      if (withImporters.every((sheets) => sheets.has(sheet))) loaded.add(sheet);
    // Stylesheets the app awaits together with the chunk; a name no importer loads lazily fails.
    for (const module of loadedTogether[key] ?? []) {
      if (
        importers.length === 0 ||
        !importers.every((i) => manifest[i]!.dynamicImports!.includes(module))
      )
        throw new Error(`${key} is said to load with ${module}, but not every importer loads both`);
      for (const sheet of stylesOf([module])) loaded.add(sheet);
    }
    const reachable = new Set([...loaded].flatMap((sheet) => [...defined.get(sheet)!]));
    const missing = new Set<string>();
    for (const member of members)
      for (const name of namedBy(member)) if (!reachable.has(name)) missing.add(name);
    for (const className of [...missing].sort())
      misses.push({
        chunk: key,
        className,
        definedIn: [...defined].filter(([, names]) => names.has(className)).map(([s]) => s),
      });
  }
  return misses;
}
