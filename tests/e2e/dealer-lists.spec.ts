import { expect, test } from '@playwright/test';
import { apiToken, DEALER_A, signIn } from './support/session';

// The ended-bids journeys run the browser in Kuala Lumpur (UTC+8), so a dealer's day and the UTC day differ.
const ZONE = 'Asia/Kuala_Lumpur';
const OFFSET = '+08:00';
/** The dealer's calendar day, `days` ago, as YYYY-MM-DD. */
const localDay = (days: number) =>
  new Date(Date.now() - days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
/** The UTC moment of a time on the dealer's day, as sent to the server (spec §5). */
const utcMoment = (day: string, time: string) =>
  new Date(`${day}T${time}${OFFSET}`).toISOString().slice(0, 19).replace('T', ' ');
const sentRange = (url: URL) => [
  url.searchParams.get('filterDate[from]'),
  url.searchParams.get('filterDate[to]'),
];

test.use({ timezoneId: ZONE });

test.describe('dealer lists', () => {
  test('search-as-you-type filters the live list by make and model, kept in the address', async ({
    page,
  }) => {
    await signIn(page, DEALER_A.email);
    // The list ends soonest first: its last card is the one least likely to end during the test.
    const latest = page.getByTestId('auction-card').last();
    const title = (await latest.locator('h3').textContent()) ?? '';
    const [, make = '', model = ''] = title.split(' ');
    expect(make).not.toBe('');

    await page.getByTestId('model-search-input').fill(model);
    await page
      .getByTestId('model-search')
      .getByRole('option')
      .filter({ hasText: `${make} ${model}` })
      .first()
      .click();
    await expect(page).toHaveURL(/[?&]make=\d+&model=\d+/);

    const cards = page.getByTestId('auction-card');
    const allMatch = async () => {
      const titles = await cards.locator('h3').allTextContents();
      return titles.length > 0 && titles.every((text) => text.includes(`${make} ${model}`));
    };
    await expect.poll(allMatch).toBe(true);
    const pickedMake = page.getByTestId('filter-make').locator('option:checked');
    await expect(pickedMake).toContainText(make);
    await expect(page.getByTestId('filter-model').locator('option:checked')).toContainText(model);

    await page.reload();
    await expect(page).toHaveURL(/make=\d+&model=\d+/);
    await expect.poll(allMatch).toBe(true);

    await page.getByTestId('filters-clear').click();
    await expect(page).not.toHaveURL(/make=/);
  });

  test('the make and model picker lists live makes with counts and filters the list by the make picked', async ({
    page,
  }) => {
    await signIn(page, DEALER_A.email);
    const makeSelect = page.getByTestId('filter-make');
    await expect(page.getByTestId('filter-model')).toBeDisabled();
    // The first option is the empty "Make"; the first make follows it.
    const makeOption = makeSelect.locator('option').nth(1);
    await expect(makeOption).toBeAttached();
    const label = (await makeOption.textContent()) ?? '';
    const make = label.replace(/\s*\(\d+\)\s*$/, '');
    const count = Number(/\((\d+)\)/.exec(label)?.[1]);
    await makeSelect.selectOption({ label });
    await expect(page).toHaveURL(/[?&]make=\d+/);
    await expect(page.getByTestId('filter-model')).toBeEnabled();
    const cards = page.getByTestId('auction-card');
    await expect(cards).toHaveCount(Math.min(count, 100));
    for (const text of await cards.locator('h3').allTextContents()) expect(text).toContain(make);
  });

  test('ended bids default to the last 7 days, send the picked range as filterDate and keep it in the address', async ({
    page,
  }) => {
    await signIn(page, DEALER_A.email);
    const firstAsk = page.waitForRequest((request) =>
      request.url().includes('/dealers/auctions/ended-bids'),
    );
    await page.getByTestId('nav-ended-bids').click();
    const sent = new URL((await firstAsk).url());
    expect(sentRange(sent)).toEqual([
      utcMoment(localDay(6), '00:00:00'),
      utcMoment(localDay(0), '23:59:59'),
    ]);
    expect(sent.searchParams.get('tag')).toBe('all');
    expect(sent.searchParams.get('page')).toBe('1');

    const range = page.getByTestId('ended-bids-range');
    await expect(range.locator('input').first()).toHaveAttribute('placeholder', 'Start time');
    await expect(range.locator('input').nth(1)).toHaveAttribute('placeholder', 'End time');

    const from = localDay(40);
    const to = localDay(1);
    await page.goto(`/auctions/ended-bids?from=${from}&to=${to}&tag=won`);
    await expect(
      page.getByTestId('ended-bids-tag').locator('.ant-segmented-item-selected'),
    ).toHaveText('Won');
    const picked = page.waitForRequest(
      (request) =>
        request.url().includes('/dealers/auctions/ended-bids') && request.url().includes('tag=all'),
    );
    await page.getByTestId('ended-bids-tag').getByText('All', { exact: true }).click();
    const url = new URL((await picked).url());
    expect(sentRange(url)).toEqual([utcMoment(from, '00:00:00'), utcMoment(to, '23:59:59')]);
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await expect(
      page.getByTestId('list-empty').or(page.getByTestId('portal-card').first()),
    ).toBeVisible();
  });

  test('picking dates in the range calendar asks for that range', async ({ page }) => {
    await signIn(page, DEALER_A.email);
    await page.goto('/auctions/ended-bids');
    await page.getByTestId('ended-bids-range').locator('input').first().click();
    const panel = page.locator('.ant-picker-dropdown:visible');
    await panel.locator('.ant-picker-header-prev-btn').first().click();
    const cells = panel.locator('.ant-picker-cell-in-view');
    const start = (await cells.nth(2).getAttribute('title')) ?? '';
    const end = (await cells.nth(9).getAttribute('title')) ?? '';
    const asked = page.waitForRequest(
      (request) =>
        new URL(request.url()).searchParams.get('filterDate[from]') ===
        utcMoment(start, '00:00:00'),
    );
    await cells.nth(2).click();
    await cells.nth(9).click();
    const url = new URL((await asked).url());
    expect(url.searchParams.get('filterDate[to]')).toBe(utcMoment(end, '23:59:59'));
    await expect(page).toHaveURL(new RegExp(`from=${start}&to=${end}`));
  });

  test('each purchases list opens from the menu with its own heading and translated pagination', async ({
    page,
  }) => {
    await signIn(page, DEALER_A.email);
    for (const [key, heading] of [
      ['success', 'Won, to complete'],
      ['overdue', 'Overdue payments'],
      ['history', 'Purchase history'],
      ['online-payments', 'Online payments'],
    ] as const) {
      await page.getByTestId('nav-purchases').hover();
      await page.getByTestId(`nav-${key}`).click();
      await expect(page.locator('h2')).toHaveText(heading);
      const list = page.getByTestId('list-empty').or(page.getByTestId('portal-card').first());
      await expect(list).toBeVisible();
      if (await page.getByTestId('portal-card').count()) {
        await expect(page.locator('.ant-pagination-prev')).toHaveAttribute(
          'title',
          'Previous page',
        );
        await expect(page.locator('.ant-pagination-next')).toHaveAttribute('title', 'Next page');
        const card = page.getByTestId('portal-card').first();
        await expect(card.getByTestId('result-tag')).toBeVisible();
        await expect(card.locator('a').first()).toHaveAttribute(
          'href',
          /\/auctions\/\d+\/summary$/,
        );
        // A win leads to its purchase too.
        if (key !== 'history' || (await card.getByTestId('portal-card-purchase').count()))
          await expect(card.getByTestId('portal-card-purchase')).toHaveAttribute(
            'href',
            /\/transactions\/\d+$/,
          );
      }
    }
  });
});

test('the overdue-payment notice shows once, on the first list of the session, and stays away once dismissed', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEALER_A.email);
  const info = await request.get('/auction/api/v2/dealers/account-info', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { count_overdue_payment: overdue } = (
    (await info.json()) as { data: { count_overdue_payment: number } }
  ).data;
  // The README promises the demo dealer one overdue purchase: none means the demo data broke.
  expect(overdue, 'overdue purchases of the demo dealer').toBeGreaterThan(0);

  await signIn(page, DEALER_A.email);
  const notice = page.getByTestId('overdue-notice');
  await expect(page.getByTestId('list-live')).toBeVisible();
  await expect(notice).toContainText(`${overdue} overdue`);

  // Moving on through the lists, it does not come back.
  for (const key of ['preview', 'follow-list', 'live']) {
    await page.getByTestId(`nav-${key}`).click();
    await expect(page.getByTestId(`list-${key}`)).toBeVisible();
    await expect(notice).toHaveCount(0);
  }
  await page.getByTestId('nav-purchases').hover();
  await page.getByTestId('nav-overdue').click();
  await expect(page.getByTestId('portal-card').first().getByTestId('overdue-tag')).toBeVisible();
  await expect(notice).toHaveCount(0);

  // A new session shows it again, on its first list; there it leads to the overdue list.
  await page.goto('/auctions/preview');
  await expect(notice).toBeVisible();
  await notice.getByTestId('overdue-notice-view').click();
  await expect(page).toHaveURL(/\/purchases\/overdue$/);
  await expect(notice).toHaveCount(0);

  // Dismissed, it stays away after a reload at the same count.
  await page.goto('/auctions/live');
  await page.getByTestId('overdue-notice-read').click();
  await expect(notice).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('read_overdue_notice'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ count: overdue });
  await page.reload();
  await expect(page.getByTestId('list-live')).toBeVisible();
  await expect(page.getByTestId('auction-card').first()).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a summary opened from a purchases list leads back to that list as the dealer left it', async ({
  page,
}) => {
  await signIn(page, DEALER_A.email);
  await page.goto('/purchases/success?per_page=10');
  await page.getByTestId('portal-card').first().locator('a').first().click();
  await expect(page).toHaveURL(/\/auctions\/\d+\/summary$/);
  const back = page.locator('.back-link');
  await expect(back).toHaveText('Won, to complete');
  await back.click();
  await expect(page).toHaveURL(/\/purchases\/success\?per_page=10$/);
});
