import { expect, test } from '@playwright/test';
import { accountIds, cardOf } from './support/lists';
import { apiToken, DEALER_A, findQuietAuction, signIn } from './support/session';

test.describe('follow and pin', () => {
  test('following a car from the live list shows the notice, lists it in the follow list and survives a reload; unfollowing undoes it', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEALER_A.email);
    const auctionId = await findQuietAuction(
      request,
      token,
      (await accountIds(request, token)).followed,
    );
    await signIn(page, DEALER_A.email);
    const card = cardOf(page, auctionId);
    const follow = card.getByTestId('follow-button');
    await expect(follow).toHaveAttribute('data-state', 'off');

    await follow.click();
    await expect(page.getByTestId('toast').getByText('Added to your follow list')).toBeVisible();
    await expect(follow).toHaveAttribute('data-state', 'on');
    await expect.poll(async () => (await accountIds(request, token)).followed).toContain(auctionId);

    await page.getByTestId('nav-follow-list').click();
    await expect(page).toHaveURL(/\/auctions\/follow-list$/);
    await expect(cardOf(page, auctionId)).toBeVisible();
    await page.reload();
    await expect(cardOf(page, auctionId).getByTestId('follow-button')).toHaveAttribute(
      'data-state',
      'on',
    );

    await cardOf(page, auctionId).getByTestId('follow-button').click();
    await expect(
      page.getByTestId('toast').getByText('Removed from your follow list'),
    ).toBeVisible();
    await expect(cardOf(page, auctionId)).toHaveCount(0);
    await expect
      .poll(async () => (await accountIds(request, token)).followed)
      .not.toContain(auctionId);
  });

  test('pinning a car puts it on the pinned list; unpinning there takes it off', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEALER_A.email);
    const auctionId = await findQuietAuction(
      request,
      token,
      (await accountIds(request, token)).pinned,
    );
    await signIn(page, DEALER_A.email);
    const pin = cardOf(page, auctionId).getByTestId('pin-button');
    await pin.click();
    await expect(page.getByTestId('toast').getByText('Pinned')).toBeVisible();
    await expect(pin).toHaveAttribute('data-state', 'on');

    await page.getByTestId('nav-pinned').click();
    const pinned = cardOf(page, auctionId);
    await expect(pinned).toBeVisible();
    await expect(page.getByTestId('auction-card').first()).toHaveAttribute(
      'data-auction-id',
      String(auctionId),
    );
    await pinned.getByTestId('pin-button').click();
    await expect(page.getByTestId('toast').getByText('Unpinned')).toBeVisible();
    await expect(pinned).toHaveCount(0);
    await expect
      .poll(async () => (await accountIds(request, token)).pinned)
      .not.toContain(auctionId);
  });

  test('the auction page header follows and unfollows the car it shows', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request, DEALER_A.email);
    const auctionId = await findQuietAuction(
      request,
      token,
      (await accountIds(request, token)).followed,
    );
    await signIn(page, DEALER_A.email);
    await page.goto(`/auctions/${auctionId}`);
    const follow = page.getByTestId('auction-detail').getByTestId('follow-button');
    await expect(follow).toHaveText('Follow');
    await follow.click();
    await expect(page.getByTestId('toast').getByText('Added to your follow list')).toBeVisible();
    await expect(follow).toHaveText('Unfollow');
    await follow.click();
    await expect(
      page.getByTestId('toast').getByText('Removed from your follow list'),
    ).toBeVisible();
    await expect(follow).toHaveText('Follow');
  });
});
