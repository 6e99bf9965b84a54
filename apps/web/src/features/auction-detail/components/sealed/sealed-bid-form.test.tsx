import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildClosedAuction, buildUserBid } from '../../../../testing/auction-factory';
import { renderWithProviders } from '../../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../../testing/test-runtime-config';
import { forgetBuyingTerms } from '../../api/get-buying-terms';
import { initialAuctionDetailState } from '../../auction-detail-slice';
import {
  buildBuyingTerms,
  callsBesidesTerms,
  stubFetchWithTerms,
} from '../../testing/buying-terms-factory';
import { OwnSealedBids } from './own-sealed-bids';
import { SealedBidForm } from './sealed-bid-form';

async function renderForm(overrides = {}) {
  const auction = { ...buildClosedAuction(), ...overrides };
  return renderWithProviders(
    <>
      <SealedBidForm auction={auction} />
      <OwnSealedBids auction={auction} />
    </>,
    { auctionDetail: { ...initialAuctionDetailState, auction } },
  );
}

beforeEach(() => {
  setTestRuntimeConfig();
  forgetBuyingTerms();
  stubFetchWithTerms(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('SealedBidForm (SEAL-1, SEAL-2)', () => {
  it('sends the amount with the chosen bid type and stores the dealer’s own sealed bid from the answer', async () => {
    const own = buildUserBid({ id: 41, kind: 'closed', bid_type: 'body_only', amount: 43_000 });
    const answered = buildClosedAuction({
      updated_at: '2030-01-01T10:00:30.000Z',
      user_bids: [own],
      bid_count: 1,
      bidders_count: 1,
    });
    const fetchMock = stubFetchWithTerms(null, () =>
      jsonResponse(200, { data: { auction: answered } }),
    );
    const { store } = await renderForm();
    fireEvent.click(screen.getByTestId('sealed-type-body_only'));
    fireEvent.change(screen.getByTestId('sealed-bid-amount'), { target: { value: '43000' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('sealed-bid-submit'));
    });
    const [url, init] = callsBesidesTerms(fetchMock)[0] ?? [];
    expect(url).toBe('/auction/api/v2/dealers/closed-bids');
    expect(JSON.parse(init?.body as string)).toEqual({
      auction_id: 1,
      amount: 43_000,
      bid_type: 'body_only',
    });
    await waitFor(() => expect(store.getState().auctionDetail.auction?.user_bids).toEqual([own]));
  });

  it('explains at the choice what a body-only bid buys, and what a whole-car bid buys', async () => {
    await renderForm();
    expect(screen.getByTestId('sealed-type-help').textContent).toMatch(
      /^The car with its registration entitlement\./,
    );
    fireEvent.click(screen.getByTestId('sealed-type-body_only'));
    expect(screen.getByTestId('sealed-type-help').textContent).toMatch(
      /^The car without its registration entitlement, which the seller keeps\./,
    );
  });

  it('when the amount is cleared, the field stays empty with no error and nothing to send', async () => {
    await renderForm();
    const field = screen.getByTestId<HTMLInputElement>('sealed-bid-amount');
    fireEvent.change(field, { target: { value: '43000' } });
    fireEvent.change(field, { target: { value: '' } });
    expect(field.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('sealed-bid-submit').textContent).toBe('Seal bid');
    expect(screen.getByTestId<HTMLButtonElement>('sealed-bid-submit').disabled).toBe(true);
  });
  it('asks for at least the start price, and a raise above the dealer’s own bid of that type', async () => {
    await renderForm({
      user_bids: [buildUserBid({ kind: 'closed', bid_type: 'whole_car', amount: 42_000 })],
    });
    expect(screen.getByText(/A sealed bid can only go up: at least MYR\s42,001/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('sealed-type-body_only'));
    await waitFor(() =>
      expect(screen.getByText(/At least MYR\s40,000, the starting price/)).toBeTruthy(),
    );
  });

  it('lists only the dealer’s own sealed amounts, one per type', async () => {
    await renderForm({
      user_bids: [buildUserBid({ kind: 'closed', bid_type: 'whole_car', amount: 42_000 })],
    });
    const rows = screen.getAllByTestId('own-sealed-bid');
    expect(
      rows.map((row) => [row.getAttribute('data-bid-type'), row.textContent?.replace(/\s/g, ' ')]),
    ).toEqual([
      ['whole_car', 'MYR 42,000'],
      ['body_only', '—'],
    ]);
  });

  it('shows a refused raise in words', async () => {
    stubFetchWithTerms(null, () =>
      jsonResponse(422, { message: 'raw', code: 'sealed_bid_not_higher' }),
    );
    await renderForm();
    fireEvent.change(screen.getByTestId('sealed-bid-amount'), { target: { value: '41000' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('sealed-bid-submit'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('sealed-bid-error').textContent).toContain(
        'A sealed bid can only go up',
      ),
    );
  });

  it('words a refusal below the start price for a sealed bid, not as someone bidding first', async () => {
    stubFetchWithTerms(null, () =>
      jsonResponse(422, { message: 'raw', code: 'bid_below_minimum', minimum: 40_000 }),
    );
    await renderForm();
    fireEvent.change(screen.getByTestId('sealed-bid-amount'), { target: { value: '41000' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('sealed-bid-submit'));
    });
    await waitFor(() =>
      expect(screen.getByTestId('sealed-bid-error').textContent).toMatch(
        /A sealed bid must be at least the starting price, MYR\s40,000\./,
      ),
    );
    expect(screen.getByTestId('sealed-bid-error').textContent).not.toContain('Someone bid first');
  });

  it('prices the typed sealed amount all-in, whichever the bid type', async () => {
    stubFetchWithTerms(buildBuyingTerms());
    await renderForm();
    fireEvent.change(screen.getByTestId('sealed-bid-amount'), { target: { value: '45000' } });
    await waitFor(() =>
      expect(screen.getByTestId('sealed-bid-all-in-toggle').textContent).toMatch(
        /^All-in MYR\s46,836$/,
      ),
    );
    fireEvent.click(screen.getByTestId('sealed-type-body_only'));
    expect(screen.getByTestId('sealed-bid-all-in-toggle').textContent).toMatch(/MYR\s46,836/);
  });

  it('in a market that refuses, does not seal a bid whose all-in price is above the buying power', async () => {
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
    fireEvent.change(screen.getByTestId('sealed-bid-amount'), { target: { value: '45000' } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(
        /^Above your buying power by MYR\s1,836$/,
      ),
    );
    expect(screen.getByTestId<HTMLButtonElement>('sealed-bid-submit').disabled).toBe(true);
    fireEvent.click(screen.getByTestId('sealed-bid-submit'));
    expect(callsBesidesTerms(fetchMock)).toEqual([]);
  });
});
