import { expect, test } from '@playwright/test';
import { apiToken, DEALER_A, signIn } from './support/session';

interface Storefront {
  group_id: number;
  name: string;
}

test.describe('storefronts', () => {
  test('the list leads to a storefront that shows its seller and exactly that seller’s live cars', async ({
    page,
    request,
  }) => {
    const headers = {
      Authorization: `Bearer ${await apiToken(request, DEALER_A.email)}`,
      'Cache-Control': 'no-cache',
    };
    const listed = await request.get('/auction/api/v2/config/storefronts', { headers });
    expect(listed.ok()).toBe(true);
    const storefronts = ((await listed.json()) as { data: Storefront[] }).data;
    expect(storefronts.length, 'the demo market has storefronts').toBeGreaterThan(0);

    await signIn(page, DEALER_A.email);
    await page.goto('/storefronts');
    await expect(page.getByTestId('storefront-card')).toHaveCount(storefronts.length);
    const chosen = storefronts[0]!;
    await page
      .locator(`[data-testid="storefront-card"][data-group-id="${chosen.group_id}"]`)
      .click();
    await expect(page).toHaveURL(new RegExp(`/storefronts/${chosen.group_id}$`));
    await expect(page.getByTestId('storefront-name')).toContainText(chosen.name);
    await expect(page.getByTestId('storefront-contact')).toBeVisible();

    const live = await request.get(
      `/auction/api/v2/dealers/auctions/live?filter[group_id]=${chosen.group_id}&per_page=50`,
      { headers },
    );
    const ids = ((await live.json()) as { data: { id: number }[] }).data.map(
      (auction) => auction.id,
    );
    const cards = page.getByTestId('storefront-auction');
    await expect(cards).toHaveCount(ids.length);
    if (ids.length > 0) {
      const shown = await cards.evaluateAll((links) =>
        links.map((link) => Number(link.getAttribute('data-auction-id'))),
      );
      expect(shown.sort()).toEqual([...ids].sort());
      await cards.first().click();
      await expect(page).toHaveURL(/\/auctions\/\d+$/);
      await expect(page.getByTestId('auction-detail')).toBeVisible();
    }
  });

  test('a group without a storefront is named as not found, with the way back to all storefronts', async ({
    page,
  }) => {
    await signIn(page, DEALER_A.email);
    await page.goto('/storefronts/987654321');
    const missing = page.getByTestId('record-not-found');
    await expect(missing).toContainText('Storefront not found');
    await missing.getByRole('button', { name: 'All storefronts' }).click();
    await expect(page).toHaveURL(/\/storefronts$/);
  });
});
