import type { MarketSettings } from '@autobid/contract';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { MarketSettingsDrawer } from './market-settings-drawer';

configure({ asyncUtilTimeout: 5000 });

const hongKong: MarketSettings = {
  code: 'HK',
  name: 'Hong Kong',
  currency: 'HKD',
  increments: [
    { from: 0, increment: 500 },
    { from: 100_000, increment: 1_000 },
  ],
  extend_window_seconds: 120,
  payment_due_days: 3,
  offer_hours: 24,
  seller_turn_hours: 24,
  max_offers: 3,
};
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  setTestRuntimeConfig();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, { data: hongKong })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('editing a market’s settings', () => {
  it('refuses values out of range with a message, saving nothing, instead of quietly clamping them', async () => {
    await renderWithProviders(
      <MarketSettingsDrawer
        market={hongKong}
        marketName="Hong Kong"
        onClose={() => {}}
        onDone={() => {}}
      />,
    );
    type('market-extend_window_seconds', '-30');
    type('market-payment_due_days', '-1');
    type('market-max_offers', '99999999');
    type('tier-increment-0', '0');
    fireEvent.click(screen.getByTestId('market-save'));
    await waitFor(() =>
      expect(screen.getAllByText(/^Enter a whole number from/).map((e) => e.textContent)).toEqual([
        'Enter a whole number from 1 to 1,000,000,000,000.',
        'Enter a whole number from 0 to 3,600.',
        'Enter a whole number from 1 to 60.',
        'Enter a whole number from 1 to 20.',
      ]),
    );
    expect(screen.getByTestId<HTMLInputElement>('market-max_offers').value).toBe('99999999');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves values within range as typed', async () => {
    const onDone = vi.fn();
    await renderWithProviders(
      <MarketSettingsDrawer
        market={hongKong}
        marketName="Hong Kong"
        onClose={() => {}}
        onDone={onDone}
      />,
    );
    type('market-max_offers', '5');
    fireEvent.click(screen.getByTestId('market-save'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as { max_offers: number };
    expect(body.max_offers).toBe(5);
  });
});
