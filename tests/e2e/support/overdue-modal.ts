import { expect, type Page } from '@playwright/test';

/**
 * A dealer with an overdue payment meets a modal on the lists, once per overdue count. Journeys
 * about something else close it with "later", as a dealer would; it does not come back after that.
 */
export async function closeOverdueModalIfShown(page: Page): Promise<void> {
  const later = page.getByTestId('overdue-modal-later');
  try {
    await later.waitFor({ state: 'visible', timeout: 2_000 });
  } catch {
    return;
  }
  await later.click();
  await expect(page.getByTestId('overdue-modal')).toBeHidden();
}
