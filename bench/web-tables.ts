import type { WebSection } from './web';
import type { WebLoadResult, WebRoute } from './web-load';

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(1) : 'n/a');

const CONTENT: Record<WebRoute, string> = {
  'sign-in': 'sign-in form',
  'live list': 'first auction card',
  'live list, Thai': 'first auction card',
  'auction page': "auction's title",
};

export function formatWebBytesTable(results: WebLoadResult[]): string {
  return [
    '| build | route | script files | raw kB | gzip kB | on the wire kB |',
    '|---|---|---:|---:|---:|---:|',
    ...results.flatMap((r) =>
      r.bytes.map(
        (b) =>
          `| ${r.label} | ${b.route} | ${b.files} | ${kB(b.rawBytes)} | ${kB(b.gzipBytes)} | ${kB(b.transferredBytes)} |`,
      ),
    ),
  ].join('\n');
}

export function formatWebPhoneTable(results: WebLoadResult[]): string {
  return [
    '| build | route | first paint s | first contentful paint s | content shown s | content |',
    '|---|---|---:|---:|---:|---|',
    ...results.flatMap((r) =>
      r.phone.map(
        (p) =>
          `| ${r.label} | ${p.route} | ${seconds(p.firstPaintMs)} | ${seconds(p.firstContentfulPaintMs)} | ${seconds(p.contentMs)} | ${CONTENT[p.route]} |`,
      ),
    ),
  ].join('\n');
}

/** What a phone may download before the sign-in page or the live list works (issue target). */
export const WEB_SCRIPT_BUDGET_BYTES = 200 * 1024;

/** The report's "First load on a phone" section; `note` says why it is missing when it is. */
export function renderWebSection(section: WebSection | null, note: string | null): string[] {
  const heading = ['## First load on a phone', ''];
  if (!section) return [...heading, `Not measured: ${note ?? 'unknown reason'}.`, ''];
  const current = section.results.at(-1);
  return [
    ...heading,
    'The real server serves a built web app on fresh demo data; Chromium',
    `${current?.chromium ?? ''} (headless) loads each route in a new context (a cold cache), signed in as dealer A`,
    'where the route needs it. **Script per route**: every script response of the load, unthrottled, until the',
    "route's content shows and the network is idle; raw is the decoded size, gzip the same files gzipped at",
    'level 9 (what a gzip-only client receives), on the wire what Chromium received with headers (brotli where',
    'the server offers it); kB are 1,024 bytes. **Phone profile**: 390×844, CDP `Network.emulateNetworkConditions` 400 kbit/s down',
    `and up with 400 ms round trips, \`Emulation.setCPUThrottlingRate\` 4×, median of ${current?.runs ?? 0} cold loads; times`,
    "from the navigation's start to the first paint (a blank page counts), the first contentful paint (the",
    "shell, where index.html has one) and the route's content in the page. See `bench/web-load.ts`.",
    section.isBaselineMeasured
      ? 'The "before" rows were measured in this run from BENCH_WEB_BASELINE.'
      : 'The "before" rows are the build before compression, long-lived caching and per-route loading (commit 18b6b62), recorded on this machine on 2026-11-23 (`bench/web-baseline.ts`).',
    '',
    formatWebBytesTable(section.results),
    '',
    formatWebPhoneTable(section.results),
    '',
    'Each page loads its own code, and the first visit shows the shell as soon as index.html and the',
    "stylesheet arrive. The sign-in page, the dealer's frame and the open lists are plain markup (ADR 0007):",
    "what they load is React DOM, React Router, Redux Toolkit, i18next, zod/mini, the chosen language's texts,",
    'pusher-js on the signed-in pages, and their own code; Ant Design comes with the first page built from it.',
    '`tests/e2e/script-budget.spec.ts` lists every file a route loads and holds the sign-in page and the live',
    'list to 200 kB in each language.',
    '',
  ];
}

/** The targets-table row for the script budget of the sign-in page and the live list. */
export function webTargetRow(section: WebSection | null): string {
  const target = `sign-in and live list load ≤ ${WEB_SCRIPT_BUDGET_BYTES / 1024} kB of script gzipped on a first visit`;
  const current = section?.results.at(-1);
  if (!current) return `| ${target} | not measured | not measured |`;
  const routes = current.bytes.filter((b) => b.route !== 'auction page');
  const measured = routes.map((b) => `${b.route}: ${kB(b.gzipBytes)} kB`).join('; ');
  const isMet = routes.every((b) => b.gzipBytes <= WEB_SCRIPT_BUDGET_BYTES);
  return `| ${target} | ${measured} | ${isMet ? 'met' : 'not met'} |`;
}
