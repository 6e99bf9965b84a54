import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_MODULES, type RouteName } from '../../../apps/web/route-modules';

/** One chunk of Vite's build manifest (`build.manifest: true`), as far as the budget reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';
/** The realtime client, on every signed-in dealer page. */
const PUSHER = '../../node_modules/pusher-js/dist/web/pusher.js';

/** Every module a route loads on a first visit, besides its language's texts (see `routeScripts`). */
const ROUTE_ENTRIES: Record<RouteName, readonly string[]> = {
  'sign-in': [ENTRY, ...ROUTE_MODULES['sign-in']],
  'live list': [ENTRY, PUSHER, ...ROUTE_MODULES['live list']],
  'auction page': [ENTRY, PUSHER, ...ROUTE_MODULES['auction page']],
};
export type { RouteName };
/**
 * The parts of a language's texts a route waits for besides the core ones (`loadSignedOutTexts`
 * and the like in `apps/web/src/i18n/i18n.ts`), as `src/i18n/locales/<language>-<part>.ts`.
 */
const ROUTE_TEXT_PARTS: Partial<Record<RouteName, string[]>> = {
  'sign-in': ['signed-out'],
  'auction page': ['auction-page'],
};

/** The interface languages: each loads its own texts, and only those (`apps/web/src/i18n/i18n.ts`). */
export const LANGUAGES = ['en', 'id', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface RouteScripts {
  /** The script files, as URL paths (`/assets/…`). */
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * Every script a route loads first in a language: its modules' chunks, the language's texts, and
 * all they import statically.
 */
export function routeScripts(
  distDir: string,
  route: RouteName,
  language: Language = 'en',
  manifest = readManifest(distDir),
): RouteScripts {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}: is the build current?`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  [...ROUTE_ENTRIES[route], `src/i18n/locales/${language}.ts`].forEach(visit);
  ROUTE_TEXT_PARTS[route]?.forEach((part) => visit(`src/i18n/locales/${language}-${part}.ts`));
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files].map((f) => `/${f}`).sort(), rawBytes, gzipBytes };
}
