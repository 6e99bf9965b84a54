import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Page,
} from 'playwright-core';
import { request } from 'undici';
import { signIn, startServer, type RunningServer } from './bid-server';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEALER = 'dealer.a@demo.test';
/** The phone of the issue: 400 kbit/s down and up, 400 ms round trip, a CPU four times slower. */
const PHONE = { width: 390, height: 844 };
const THROTTLE = { latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const CPU_SLOWDOWN = 4;

export type WebRoute = 'sign-in' | 'live list' | 'live list, Thai' | 'auction page';

/** The interface language a route is loaded in: English unless the route names another. */
function languageOf(route: WebRoute): 'en' | 'th' {
  return route === 'live list, Thai' ? 'th' : 'en';
}

export interface RouteBytes {
  route: WebRoute;
  files: number;
  /** Script bytes after decoding, as the browser runs them. */
  rawBytes: number;
  /** The same scripts gzipped (level 9), what a gzip-only client receives. */
  gzipBytes: number;
  /** What actually crossed the wire for scripts, headers included (brotli where the server offers it). */
  transferredBytes: number;
}

export interface PhoneTiming {
  route: WebRoute;
  /** First paint of anything, a blank page included. */
  firstPaintMs: number;
  /** First paint with text or an image: the shell where index.html has one. */
  firstContentfulPaintMs: number;
  /** The route's content: the sign-in form, the first auction card, the auction's title. */
  contentMs: number;
}

export interface WebLoadResult {
  label: string;
  chromium: string;
  bytes: RouteBytes[];
  phone: PhoneTiming[];
  runs: number;
}

const CONTENT: Record<WebRoute, string> = {
  'sign-in': 'input[type="password"]',
  'live list': '[data-testid="auction-card"]',
  'live list, Thai': '[data-testid="auction-card"]',
  'auction page': '[data-testid="detail-title"]',
};

/** Records, per response, the script's URL, decoded length and bytes on the wire. */
async function recordScripts(
  page: Page,
): Promise<{ cdp: CDPSession; scripts: () => Map<string, { raw: number; wire: number }> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, { url: string; raw: number; wire: number }>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') byId.set(e.requestId, { url: e.response.url, raw: 0, wire: 0 });
  });
  cdp.on('Network.dataReceived', (e) => {
    const entry = byId.get(e.requestId);
    if (entry) entry.raw += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = byId.get(e.requestId);
    if (entry) entry.wire = e.encodedDataLength;
  });
  return {
    cdp,
    scripts: () => new Map([...byId.values()].map((s) => [s.url, { raw: s.raw, wire: s.wire }])),
  };
}

/** A context whose pages start in `language` (the app reads it from local storage, `ln`). */
async function contextIn(
  browser: Browser,
  baseUrl: string,
  language: 'en' | 'th',
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl });
  await context.addInitScript(`localStorage.setItem('ln', ${JSON.stringify(language)});`);
  return context;
}

async function newContext(
  browser: Browser,
  baseUrl: string,
  token: string | null,
  selector: string,
  language: 'en' | 'th',
): Promise<BrowserContext> {
  const context = await contextIn(browser, baseUrl, language);
  if (token)
    await context.addCookies([{ name: 'autobid_access_token', value: token, url: baseUrl }]);
  // The moment the route's content first appears, against the navigation's start.
  await context.addInitScript(`
    new MutationObserver(() => {
      if (window.__contentAt === undefined && document.querySelector(${JSON.stringify(selector)}))
        window.__contentAt = performance.now();
    }).observe(document, { childList: true, subtree: true });`);
  return context;
}

function pathOf(route: WebRoute, auctionId: number): string {
  if (route === 'sign-in') return '/login';
  return route === 'auction page' ? `/auctions/${auctionId}` : '/auctions/live';
}

async function gzipSize(url: string): Promise<number> {
  const res = await request(url);
  const body = Buffer.from(await res.body.arrayBuffer());
  return gzipSync(body, { level: 9 }).length;
}

async function measureBytes(
  browser: Browser,
  server: RunningServer,
  route: WebRoute,
  token: string,
  auctionId: number,
): Promise<RouteBytes & { firstCardId: number }> {
  const context = await contextIn(browser, server.baseUrl, languageOf(route));
  if (route !== 'sign-in')
    await context.addCookies([{ name: 'autobid_access_token', value: token, url: server.baseUrl }]);
  const page = await context.newPage();
  const { scripts } = await recordScripts(page);
  await page.goto(pathOf(route, auctionId));
  await page.locator(CONTENT[route]).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const firstCardId =
    route === 'live list'
      ? Number(await page.locator(CONTENT[route]).first().getAttribute('data-auction-id'))
      : auctionId;
  const seen = scripts();
  let gzipBytes = 0;
  for (const url of seen.keys()) gzipBytes += await gzipSize(url);
  await context.close();
  const values = [...seen.values()];
  return {
    route,
    files: values.length,
    rawBytes: values.reduce((sum, s) => sum + s.raw, 0),
    gzipBytes,
    transferredBytes: values.reduce((sum, s) => sum + s.wire, 0),
    firstCardId,
  };
}

async function measurePhone(
  browser: Browser,
  server: RunningServer,
  route: WebRoute,
  token: string,
  auctionId: number,
): Promise<PhoneTiming> {
  const context = await newContext(
    browser,
    server.baseUrl,
    route === 'sign-in' ? null : token,
    CONTENT[route],
    languageOf(route),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(pathOf(route, auctionId), { waitUntil: 'commit', timeout: 180_000 });
  await page.locator(CONTENT[route]).first().waitFor({ timeout: 180_000 });
  const timing = await page.evaluate<{
    paint: number;
    contentfulPaint: number;
    content: number;
  }>(`({
    paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
    contentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    content: window.__contentAt ?? NaN,
  })`);
  await context.close();
  return {
    route,
    firstPaintMs: Math.round(timing.paint),
    firstContentfulPaintMs: Math.round(timing.contentfulPaint),
    contentMs: Math.round(timing.content),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/**
 * Serves a built web app with the real server (from `root`, which may be another checkout) on
 * fresh demo data, and loads each route in Chromium: script bytes unthrottled, then the phone
 * profile's paint and content times on a cold cache (median of `runs`).
 */
export async function runWebLoadBench(options: {
  label: string;
  root?: string;
  runs?: number;
}): Promise<WebLoadResult> {
  const root = options.root ?? REPO_ROOT;
  const runs = options.runs ?? 3;
  const dataDir = mkdtempSync(join(tmpdir(), 'autobid-web-bench-'));
  const server = await startServer(
    { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    { root, env: { DEMO_DATA: 'true', WEB_DIST: join(root, 'apps/web/dist') } },
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const [token = ''] = await signIn(server.baseUrl, [DEALER], 'demo-pass-1');
    const routes: WebRoute[] = ['sign-in', 'live list', 'live list, Thai', 'auction page'];
    const bytes: RouteBytes[] = [];
    // The auction page opens the first card of the live list.
    let auctionId = 0;
    for (const route of routes) {
      const { firstCardId, ...measured } = await measureBytes(
        browser,
        server,
        route,
        token,
        auctionId,
      );
      auctionId = firstCardId;
      bytes.push(measured);
    }
    const phone: PhoneTiming[] = [];
    for (const route of routes) {
      const samples: PhoneTiming[] = [];
      for (let i = 0; i < runs; i += 1)
        samples.push(await measurePhone(browser, server, route, token, auctionId));
      phone.push({
        route,
        firstPaintMs: median(samples.map((s) => s.firstPaintMs)),
        firstContentfulPaintMs: median(samples.map((s) => s.firstContentfulPaintMs)),
        contentMs: median(samples.map((s) => s.contentMs)),
      });
      const each = samples.map(
        (s) => `${s.firstPaintMs}/${s.firstContentfulPaintMs}/${s.contentMs}`,
      );
      console.error(
        `web load (${options.label}): ${route}, phone profile, paint/contentful/content ms: ${each.join(', ')}`,
      );
    }
    return { label: options.label, chromium: browser.version(), bytes, phone, runs };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
