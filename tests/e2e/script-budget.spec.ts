import { expect, test, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, routeScripts, type RouteName } from './support/route-scripts';
import { signIn, DEALER_A } from './support/session';

const dist =
  process.env.E2E_WEB_DIST ??
  resolve(fileURLToPath(new URL('.', import.meta.url)), '../../apps/web/dist');
/**
 * What a phone on a slow network may download before the route works, gzipped, in each interface
 * language (each loads its own texts only): 200 kB (docs/benchmarks.md). The sign-in page and the
 * open lists are plain markup, with no Ant Design; its pages load it themselves.
 */
const BUDGET_GZIP_BYTES: Partial<Record<RouteName, number>> = {
  'sign-in': 200 * 1024,
  'live list': 200 * 1024,
};

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The script files (URL paths) the browser fetched while the page was shown. */
function recordScripts(page: Page): Set<string> {
  const seen = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') seen.add(new URL(response.url()).pathname);
  });
  return seen;
}

test.describe('script sent on a first visit', () => {
  for (const [route, budget = 0] of Object.entries(BUDGET_GZIP_BYTES) as [RouteName, number][]) {
    for (const language of LANGUAGES) {
      test(`the ${route} route's initial script in ${language} stays within ${kB(budget)} gzipped`, () => {
        const scripts = routeScripts(dist, route, language);
        const detail = `${route} (${language}): ${kB(scripts.gzipBytes)} in ${scripts.files.length} files:\n${scripts.files.join('\n')}`;
        expect(scripts.gzipBytes, detail).toBeLessThanOrEqual(budget);
      });
    }
  }

  // The budget follows the build manifest; these keep that reading honest against a real load.
  test('the sign-in page fetches no script beyond those the budget counts', async ({ page }) => {
    const seen = recordScripts(page);
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...seen].filter((file) => !routeScripts(dist, 'sign-in').files.includes(file))).toEqual(
      [],
    );
  });

  test('the live list fetches no script beyond those the budget counts', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, DEALER_A.email);
    // A first visit: a new page with a signed-in cookie and an empty cache.
    const cookies = await context.cookies();
    await context.close();
    const fresh = await browser.newContext();
    await fresh.addCookies(cookies);
    const listPage = await fresh.newPage();
    const seen = recordScripts(listPage);
    await listPage.goto('/auctions/live');
    await expect(listPage.getByTestId('auction-card').first()).toBeVisible();
    await listPage.waitForLoadState('networkidle');
    expect(
      [...seen].filter((file) => !routeScripts(dist, 'live list').files.includes(file)),
    ).toEqual([]);
    await fresh.close();
  });
});
