import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { AuctionDetailPage } from './auction-detail-page';

beforeEach(setTestRuntimeConfig);
afterEach(() => vi.unstubAllGlobals());

describe('AuctionDetailPage when the auction cannot be shown', () => {
  it('says an unknown auction does not exist, with the way back and nothing to retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(404, { code: 'not_found', message: 'Auction 999 does not exist.' }),
        ),
    );
    await renderWithProviders(<AuctionDetailPage auctionId={999} backPath="/auctions/live" />);
    expect((await screen.findByTestId('auction-not-found')).textContent).toContain(
      'Auction #999 does not exist',
    );
    expect(screen.getByTestId('back-link').textContent?.trim()).toBe('Live auctions');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps "Try again" when the network failed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await renderWithProviders(<AuctionDetailPage auctionId={5} backPath="/auctions/live" />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('auction-not-found')).toBeNull();
  });
});
