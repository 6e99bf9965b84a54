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
const SIGNED_IN = [
  ENTRY,
  'src/app/antd-root.tsx',
  'src/app/layout/app-layout.tsx',
  '../../node_modules/pusher-js/dist/web/pusher.js',
];

/**
 * The source modules each route loads on a first visit in English (the entry carries its
 * texts; another language's are a chunk of about the same size): the app's entry and the
 * pages it loads lazily for that route (`apps/web/src/app/route-pages.ts`), with Ant Design's
 * context and the realtime client on signed-in pages.
 */
export const ROUTE_MODULES = {
  'sign-in': [ENTRY, 'src/features/auth/pages/login-page.tsx'],
  'live list': [...SIGNED_IN, 'src/app/list-routes.tsx'],
  'auction page': [...SIGNED_IN, 'src/app/auction-detail-route.tsx'],
} as const;
export type RouteName = keyof typeof ROUTE_MODULES;

export interface RouteScripts {
  /** The script files, as URL paths (`/assets/…`). */
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** Every script a route loads first: its modules' chunks and all they import statically. */
export function routeScripts(
  distDir: string,
  route: RouteName,
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
  ROUTE_MODULES[route].forEach(visit);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(join(distDir, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files].map((f) => `/${f}`).sort(), rawBytes, gzipBytes };
}
