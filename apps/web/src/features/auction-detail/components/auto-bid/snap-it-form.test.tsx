import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuction, buildSnapIt } from '../../../../testing/auction-factory';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import {
  jsonResponse,
  sentBody,
  setTestRuntimeConfig,
} from '../../../../testing/test-runtime-config';
import { initialAuctionDetailState } from '../../auction-detail-slice';
import { SnapItForm } from './snap-it-form';

const increments = [{ from: 0, increment: 500 }];

async function renderForm(overrides = {}) {
  const auction = { ...buildAuction(), ...overrides };
  return renderWithProviders(
    <SnapItForm auction={auction} increments={increments} extendWindowSeconds={60} />,
    {
      auctionDetail: { ...initialAuctionDetailState, auction },
    },
  );
}

beforeEach(setTestRuntimeConfig);
afterEach(() => vi.unstubAllGlobals());

describe('SnapItForm (SNP-1, SNP-2)', () => {
  it('explains when a snap-it fires, and sends the amount as an integer', async () => {
    const answered = buildAuction({
      updated_at: '2030-01-01T10:00:30.000Z',
      snap_it_bid: buildSnapIt({ amount: 46_000 }),
    });
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { data: { auction: answered } }));
    vi.stubGlobal('fetch', fetchMock);
    const { store } = await renderForm();
    expect(screen.getByText(/when the final 60 seconds begin/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('snap-it-amount'), { target: { value: '46000' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('snap-it-submit'));
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/auction/api/v2/dealers/snap-it-bids');
    expect(sentBody(fetchMock)).toEqual({ auction_id: 1, amount: 46_000 });
    await waitFor(() =>
      expect(store.getState().auctionDetail.auction?.snap_it_bid?.amount).toBe(46_000),
    );
  });

  it('when the amount is cleared, the field stays empty with no error and nothing to send', async () => {
    await renderForm();
    const field = screen.getByTestId<HTMLInputElement>('snap-it-amount');
    fireEvent.change(field, { target: { value: '46000' } });
    fireEvent.change(field, { target: { value: '' } });
    expect(field.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('snap-it-submit').textContent).toBe('Place snap-it');
    expect(screen.getByTestId<HTMLButtonElement>('snap-it-submit').disabled).toBe(true);
  });

  it('shows a pending snap-it with the time it fires, and offers to replace or remove it', async () => {
    await renderForm({ snap_it_bid: buildSnapIt({ amount: 45_000 }) });
    expect(screen.getByTestId('snap-it-current').textContent).toMatch(
      /Your snap-it of MYR\s45,000 fires at \d\d:\d\d:\d\d/,
    );
    expect(screen.getByTestId('snap-it-remove')).toBeTruthy();
    expect(screen.getByTestId('snap-it-submit').textContent).toBe('Replace snap-it');
  });

  it('closes the form once the closing window has opened', async () => {
    const soon = new Date(Date.now() + 30_000).toISOString();
    await renderForm({ time_end: soon });
    expect(screen.getByTestId('snap-it-closed')).toBeTruthy();
    expect(screen.queryByTestId('snap-it-amount')).toBeNull();
  });

  it('says what became of a snap-it that fired or failed', async () => {
    const past = new Date(Date.now() - 10_000).toISOString();
    await renderForm({
      snap_it_bid: buildSnapIt({ status: 'fired', amount: 45_000, fires_at: past }),
    });
    expect(screen.getByTestId('snap-it-current').textContent).toMatch(
      /Your snap-it fired: MYR\s45,000 was bid for you/,
    );
    expect(screen.queryByTestId('snap-it-closed')).toBeNull();
  });
});
