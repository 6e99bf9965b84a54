import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuction } from '../../../testing/auction-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AuctionActions } from './auction-actions';

afterEach(() => vi.useRealTimers());

describe('AuctionActions', () => {
  it('offers follow and pin on a live auction before its end', async () => {
    await renderWithProviders(
      <AuctionActions
        auction={buildAuction({ time_end: '2999-01-01T00:00:00.000Z' })}
        variant="labelled"
      />,
    );
    expect(screen.getByTestId('follow-button')).toBeTruthy();
    expect(screen.getByTestId('pin-button')).toBeTruthy();
  });

  it('offers neither on an awarded auction', async () => {
    await renderWithProviders(
      <AuctionActions
        auction={buildAuction({ status: 'awarded', time_end: '2020-01-01T00:00:00.000Z' })}
      />,
    );
    expect(screen.queryByTestId('auction-actions')).toBeNull();
  });

  it('takes them away the moment a live auction’s end time passes, before the close arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2030-01-01T10:59:58.000Z'));
    await renderWithProviders(
      <AuctionActions auction={buildAuction({ time_end: '2030-01-01T11:00:00.000Z' })} />,
    );
    expect(screen.getByTestId('auction-actions')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2_100);
    });
    expect(screen.queryByTestId('auction-actions')).toBeNull();
  });
});
