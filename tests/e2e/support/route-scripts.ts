import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest: true`), as far as the budget reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';
/** The dealer's frame (plain markup) and the realtime client, on every signed-in dealer page. */
const SIGNED_IN = [
  ENTRY,
  'src/app/layout/app-layout.tsx',
  '../../node_modules/pusher-js/dist/web/pusher.js',
];

/**
 * The source modules each route loads on a first visit, besides its language's texts (see
 * `routeScripts`): the app's entry and the pages it loads lazily for that route
 * (`apps/web/src/app/route-pages.ts`), with the frame and the realtime client on signed-in pages.
 * The open lists are plain markup; the auction page loads Ant Design's context too
 * (`app-layout.tsx` puts every other page in it).
 */
export const ROUTE_MODULES = {
  'sign-in': [
    ENTRY,
    'src/features/auth/pages/login-page.tsx',
    'src/features/central-sign-in/central-sign-in-button.tsx',
  ],
  'live list': [...SIGNED_IN, 'src/app/list-routes.tsx'],
  'auction page': [...SIGNED_IN, 'src/app/antd-root.tsx', 'src/app/auction-detail-route.tsx'],
} as const;
export type RouteName = keyof typeof ROUTE_MODULES;
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
  [...ROUTE_MODULES[route], `src/i18n/locales/${language}.ts`].forEach(visit);
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
