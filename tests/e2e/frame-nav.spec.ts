import { expect, test, type Locator } from '@playwright/test';
import { pickLanguage } from './support/language';
import { signIn } from './support/session';
import { STAFF_EMAIL } from './support/staff';

/**
 * The bar's scroll offset, and whether its link of `key` lies wholly inside the bar's visible box;
 * read in one step, so a re-render between two reads cannot split it.
 */
function barState(bar: Locator, key: string) {
  return bar.evaluate((el, linkKey) => {
    const link = el.querySelector(`[data-testid="frame-nav-${linkKey}"]`);
    if (!link) throw new Error(`no link ${linkKey} in the bar`);
    const [box, linkBox] = [el.getBoundingClientRect(), link.getBoundingClientRect()];
    return {
      scrolled: el.scrollLeft,
      linkInView: linkBox.left >= box.left && linkBox.right <= box.right,
    };
  }, key);
}

test.describe('the navigation bar wider than the screen', () => {
  test('in the back office in Indonesian the last page’s link is scrolled into view when it opens, each end that hides links is shaded, and a mouse wheel over the bar scrolls it sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, STAFF_EMAIL);
    await pickLanguage(page, 'id');
    const bar = page.getByTestId('frame-nav');
    const outbox = page.getByTestId('frame-nav-outbox');
    await expect.poll(() => bar.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(bar).toHaveAttribute('data-more-end', 'true');
    await expect(bar).not.toHaveAttribute('data-more-start');
    await expect.poll(async () => (await barState(bar, 'outbox')).linkInView).toBe(false);

    await page.getByTestId('home-outbox').click();
    await expect(outbox).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => (await barState(bar, 'outbox')).linkInView).toBe(true);
    await expect(bar).toHaveAttribute('data-more-start', 'true');
    await expect(bar).not.toHaveAttribute('data-more-end');

    await page.goto('/back-office');
    await expect(page.getByTestId('frame-nav-home')).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => (await barState(bar, 'outbox')).scrolled).toBe(0);
    await bar.hover();
    await page.mouse.wheel(0, 300);
    await expect.poll(async () => (await barState(bar, 'outbox')).scrolled).toBeGreaterThan(0);
    await expect(bar).toHaveAttribute('data-more-start', 'true');
    // The page itself stayed where it was: the wheel went to the bar.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on a 390×844 phone the seller’s listings link, the last, is in view on the listings page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'seller@demo.test');
    const bar = page.getByTestId('frame-nav');
    const listings = page.getByTestId('frame-nav-listings');
    await expect.poll(async () => (await barState(bar, 'listings')).linkInView).toBe(false);

    await page.goto('/seller/listings');
    await expect(listings).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => (await barState(bar, 'listings')).linkInView).toBe(true);
  });
});
