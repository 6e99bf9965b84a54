import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAuction, buildBid } from '../../../../testing/auction-factory';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../../testing/test-runtime-config';
import { forgetBuyingTerms } from '../../api/get-buying-terms';
import { initialAuctionDetailState } from '../../auction-detail-slice';
import {
  buildBuyingTerms,
  callsBesidesTerms,
  stubFetchWithTerms,
} from '../../testing/buying-terms-factory';
import { MaxBidForm } from './max-bid-form';

const increments = [{ from: 0, increment: 500 }];
// Highest 40,000 with a 500 step: the minimum next bid is 40,500.
const base = buildAuction({ highest_bid: buildBid({ amount: 40_000 }), bid_count: 1 });

async function renderForm(overrides = {}) {
  const auction = { ...base, ...overrides };
  const view = await renderWithProviders(<MaxBidForm auction={auction} increments={increments} />, {
    auctionDetail: { ...initialAuctionDetailState, auction },
  });
  return view;
}

beforeEach(() => {
  setTestRuntimeConfig();
  forgetBuyingTerms();
  stubFetchWithTerms(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('MaxBidForm (PRX-1, PRX-7)', () => {
  it('explains what a max bid does before one is set, and asks for at least the minimum next bid', async () => {
    await renderForm();
    expect(screen.getByText(/We bid for you, only as much as needed/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('max-bid-amount'), { target: { value: '40000' } });
    expect(screen.getByRole('alert').textContent).toMatch(/At least MYR\s40,500/);
    expect(screen.getByTestId<HTMLButtonElement>('max-bid-submit').disabled).toBe(true);
  });

  it('when the amount is cleared, the field stays empty with no error and nothing to send', async () => {
    await renderForm();
    const field = screen.getByTestId<HTMLInputElement>('max-bid-amount');
    fireEvent.change(field, { target: { value: '48000' } });
    fireEvent.change(field, { target: { value: '' } });
    expect(field.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('max-bid-submit').textContent).toBe('Set max bid');
    expect(screen.getByTestId<HTMLButtonElement>('max-bid-submit').disabled).toBe(true);
  });

  it('sends the ceiling as an integer and stores the answer, which then shows the ceiling', async () => {
    const answered = {
      ...base,
      updated_at: '2030-01-01T10:00:30.000Z',
      position: 'winning' as const,
      max_bid: { id: 9, auction_id: 1, amount: 48_000 },
    };
    const fetchMock = stubFetchWithTerms(null, () =>
      jsonResponse(200, { data: { auction: answered } }),
    );
    const { store } = await renderForm();
    fireEvent.change(screen.getByTestId('max-bid-amount'), { target: { value: '48000' } });
    expect(screen.getByTestId('max-bid-submit').textContent).toMatch(/Set max bid MYR\s48,000/);
    await act(async () => {
      fireEvent.click(screen.getByTestId('max-bid-submit'));
    });
    const [url, init] = callsBesidesTerms(fetchMock)[0] ?? [];
    expect(url).toBe('/auction/api/v2/dealers/max-bids');
    expect(JSON.parse(init?.body as string)).toEqual({ auction_id: 1, amount: 48_000 });
    await waitFor(() =>
      expect(store.getState().auctionDetail.auction?.max_bid?.amount).toBe(48_000),
    );
  });

  it('shows the standing ceiling, says when it has been beaten, and asks a raise to beat it', async () => {
    await renderForm({
      max_bid: { id: 9, auction_id: 1, amount: 42_000 },
      position: 'outbid',
      highest_bid: buildBid({ amount: 42_500 }),
    });
    expect(screen.getByTestId('max-bid-current').textContent).toMatch(
      /We bid for you up to MYR\s42,000/,
    );
    expect(screen.getByTestId('max-bid-current').textContent).toContain(
      'Another dealer went above your max bid',
    );
    expect(screen.getByText(/A raise must be at least MYR\s43,000/)).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('max-bid-remove').disabled).toBe(false);
  });

  it('does not offer to remove a max bid that holds the highest bid (max_bid_leading)', async () => {
    await renderForm({ max_bid: { id: 9, auction_id: 1, amount: 45_000 }, position: 'winning' });
    expect(screen.getByTestId<HTMLButtonElement>('max-bid-remove').disabled).toBe(true);
    expect(screen.getByText('It cannot be removed while it holds the highest bid.')).toBeTruthy();
  });

  it('shows a refused raise in words, never the server’s own text', async () => {
    stubFetchWithTerms(null, () =>
      jsonResponse(422, { message: 'raw text', code: 'max_bid_not_higher' }),
    );
    await renderForm({
      max_bid: { id: 9, auction_id: 1, amount: 42_000 },
      position: 'outbid',
      highest_bid: buildBid({ amount: 42_500 }),
    });
    fireEvent.change(screen.getByTestId('max-bid-amount'), { target: { value: '50000' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('max-bid-submit'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('max-bid-error').textContent).toContain(
        'A new max bid must be higher than your current one.',
      ),
    );
    expect(screen.queryByText('raw text')).toBeNull();
  });

  it('prices the typed ceiling as the most a win can cost, all-in', async () => {
    stubFetchWithTerms(buildBuyingTerms());
    await renderForm();
    fireEvent.change(screen.getByTestId('max-bid-amount'), { target: { value: '45000' } });
    // 45,000 + premium 1,350 + fees 350 + SST 136.
    await waitFor(() =>
      expect(screen.getByTestId('max-bid-all-in-toggle').textContent).toMatch(
        /^All-in up to MYR\s46,836$/,
      ),
    );
    expect(screen.getByTestId<HTMLButtonElement>('max-bid-submit').disabled).toBe(false);
  });

  it('in a market that refuses, does not set a ceiling whose all-in price is above the buying power', async () => {
    const fetchMock = stubFetchWithTerms(
      buildBuyingTerms({
        credit_check: 'refuse',
        buying_power: {
          credit_available: 45_000,
          deposit: 0,
          owed_on_unpaid_wins: 0,
          available: 45_000,
        },
      }),
    );
    await renderForm();
    fireEvent.change(screen.getByTestId('max-bid-amount'), { target: { value: '45000' } });
    await waitFor(() =>
      expect(screen.getByTestId('max-bid-all-in-over').textContent).toMatch(
        /^Above your buying power by MYR\s1,836$/,
      ),
    );
    expect(screen.getByTestId<HTMLButtonElement>('max-bid-submit').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('max-bid-submit'));
    expect(callsBesidesTerms(fetchMock)).toEqual([]);
  });
});
