import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../../config/runtime-config';
import { buildAuction, buildBid } from '../../../testing/auction-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse } from '../../../testing/test-runtime-config';
import { forgetBuyingTerms } from '../api/get-buying-terms';
import { initialAuctionDetailState } from '../auction-detail-slice';
import {
  buildBuyingTerms,
  callsBesidesTerms,
  stubFetchWithTerms,
} from '../testing/buying-terms-factory';
import { BidBox } from './bid-box';

const increments = [
  { from: 0, increment: 500 },
  { from: 100_000, increment: 1_000 },
];
// Highest 40,000 with a 500 step: the minimum next bid is 40,500.
const auction = buildAuction({ highest_bid: buildBid({ amount: 40_000 }), bid_count: 1 });

function renderBox(overrides = {}) {
  const shown = { ...auction, ...overrides };
  return renderWithProviders(<BidBox auction={shown} increments={increments} />, {
    auctionDetail: { ...initialAuctionDetailState, auction: shown },
  });
}

const submitButton = <T extends HTMLElement = HTMLElement>() => screen.getByTestId<T>('bid-submit');

beforeEach(() => {
  setRuntimeConfig({
    api: { portal: '/portal/api', auction: '/auction/api', general: '/general/api' },
    realtime: {
      host: null,
      port: null,
      cluster: 'c',
      force_tls: false,
      auth_endpoint: '',
      apps: { general: { key: 'g' }, auction: { key: 'a' } },
    },
    markets: [],
    login_regions: [],
    languages: ['en'],
    default_country: 'MY',
  });
  forgetBuyingTerms();
  stubFetchWithTerms(null);
});

afterEach(() => vi.unstubAllGlobals());

describe('BidBox', () => {
  it('with nothing typed, offers to bid exactly the minimum next bid', async () => {
    await renderBox();
    expect(submitButton().textContent).toMatch(/Bid MYR\s40,500/);
  });

  it('offers three quick amounts, each one increment above the last, and fills the one tapped', async () => {
    await renderBox();
    const quick = screen.getAllByTestId('quick-bid');
    expect(quick.map((button) => button.textContent?.replace(/\s/g, ' '))).toEqual([
      'MYR 40,500',
      'MYR 41,000',
      'MYR 41,500',
    ]);
    fireEvent.click(quick[2]!);
    expect(submitButton().textContent).toMatch(/Bid MYR\s41,500/);
  });

  it('refuses an amount below the minimum before sending anything', async () => {
    const fetchMock = stubFetchWithTerms(null);
    await renderBox();
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '40000' } });
    expect(await screen.findByText(/Enter at least MYR\s40,500/)).toBeTruthy();
    expect(submitButton<HTMLButtonElement>().disabled).toBe(true);
    fireEvent.click(submitButton());
    expect(callsBesidesTerms(fetchMock)).toEqual([]);
  });

  it('sends the amount as an integer and shows a translated message when another bid got in first', async () => {
    const fetchMock = stubFetchWithTerms(null, () =>
      jsonResponse(422, { message: 'raw server text', code: 'bid_below_minimum', minimum: 41_000 }),
    );
    await renderBox();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    const body = JSON.parse(callsBesidesTerms(fetchMock)[0]?.[1]?.body as string) as unknown;
    expect(body).toEqual({ auction_id: 1, amount: 40_500 });
    await waitFor(() =>
      expect(screen.getByTestId('bid-error').textContent).toMatch(
        /Someone bid first\. The minimum bid is now MYR\s41,000\./,
      ),
    );
    expect(screen.queryByText('raw server text')).toBeNull();
  });

  it('when the typed amount is cleared, the field stays empty and the button bids the minimum again, without an error', async () => {
    await renderBox();
    const field = screen.getByTestId('bid-amount');
    fireEvent.change(field, { target: { value: '45000' } });
    expect(submitButton().textContent).toMatch(/Bid MYR\s45,000/);
    fireEvent.change(field, { target: { value: '' } });
    expect((field as HTMLInputElement).value).toBe('');
    expect(submitButton().textContent).toMatch(/Bid MYR\s40,500/);
    expect(submitButton<HTMLButtonElement>().disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByTestId('quick-bid')).toHaveLength(3);
  });

  it('refuses letters typed in the amount, and Enter sends nothing rather than the minimum', async () => {
    const fetchMock = stubFetchWithTerms(null);
    await renderBox();
    const field = screen.getByTestId('bid-amount');
    fireEvent.change(field, { target: { value: 'abc' } });
    expect(screen.getByTestId('amount-text-problem').textContent).toMatch(
      /Type the amount in digits only, such as 40,500\./,
    );
    expect(submitButton<HTMLButtonElement>().disabled).toBe(true);
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(submitButton());
    expect(callsBesidesTerms(fetchMock)).toEqual([]);
  });

  it('refuses cents instead of reading 46100.50 as 4,610,050', async () => {
    const fetchMock = stubFetchWithTerms(null);
    await renderBox();
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '46100.50' } });
    expect(screen.getByTestId('amount-text-problem').textContent).toBe(
      'Amounts are in whole MYR, without cents.',
    );
    expect(submitButton<HTMLButtonElement>().disabled).toBe(true);
    expect(submitButton().textContent).not.toMatch(/4,610,050/);
    fireEvent.click(submitButton());
    expect(callsBesidesTerms(fetchMock)).toEqual([]);
  });

  it('asks before sending a bid one and a half times the minimum or more, and sends nothing when told to change it', async () => {
    const fetchMock = stubFetchWithTerms(null);
    await renderBox();
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '999,999,999' } });
    fireEvent.click(submitButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/Bid MYR\s999,999,999\?/);
    expect(dialog.textContent).toMatch(
      /That is MYR\s999,959,499 above the minimum next bid of MYR\s40,500\./,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change the amount' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsBesidesTerms(fetchMock)).toEqual([]);

    fireEvent.click(submitButton());
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Place the bid' }));
    });
    const body = JSON.parse(callsBesidesTerms(fetchMock)[0]?.[1]?.body as string) as unknown;
    expect(body).toEqual({ auction_id: 1, amount: 999_999_999 });
  });

  it('does not offer a bid to the dealer who already leads', async () => {
    await renderBox({ position: 'winning' });
    expect(submitButton<HTMLButtonElement>().disabled).toBe(true);
    expect(screen.getByTestId('bid-winning').textContent).toContain('You hold the highest bid.');
  });

  it('says the bid stands but the dealer is outbid when a rival’s max bid answered inside the same call', async () => {
    const answered = {
      ...auction,
      updated_at: '2030-01-01T10:00:30.000Z',
      position: 'outbid' as const,
      highest_bid: buildBid({ id: 7, amount: 41_000, bidder_no: 2 }),
      user_bids: [
        {
          id: 6,
          auction_id: 1,
          amount: 40_500,
          kind: 'manual' as const,
          bid_type: null,
          created_at: '2030-01-01T10:00:30.000Z',
        },
      ],
    };
    stubFetchWithTerms(null, () => jsonResponse(200, { data: { auction: answered } }));
    const { store } = await renderBox();
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(
      await screen.findByText(/another dealer’s max bid answered at once\. You are outbid\./),
    ).toBeTruthy();
    expect(store.getState().auctionDetail.auction?.position).toBe('outbid');
  });
});

describe('BidBox all-in price and buying power (TRX-8, TRX-13)', () => {
  /** Lets the buying terms' answer arrive and the box render with it. */
  const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
  const allInText = () => screen.getByTestId('bid-all-in-toggle').textContent;

  it('shows what the minimum next bid costs in all, and its lines with their names on a tap', async () => {
    stubFetchWithTerms(
      buildBuyingTerms({
        discounts: [{ name: 'loyalty', target: 'documentation_fee', amount: 50 }],
      }),
    );
    await renderBox();
    // 40,500 + premium 1,215 (3 %) + fees 350 − 50 + SST 8 % of 1,515 (121) = 42,136.
    await waitFor(() => expect(allInText()).toMatch(/^All-in MYR\s42,136$/));
    expect(screen.queryByTestId('bid-all-in-line')).toBeNull();
    fireEvent.click(screen.getByTestId('bid-all-in-toggle'));
    const lines = screen.getAllByTestId('bid-all-in-line').map((row) => row.textContent);
    expect(lines.map((line) => line?.replace(/\s/g, ' '))).toEqual([
      'Your bidMYR 40,500',
      'Buyer’s premiumMYR 1,215',
      'Documentation feeMYR 150',
      'Transfer handlingMYR 200',
      'Discount on documentation fee-MYR 50',
      'SST 8%MYR 121',
    ]);
    expect(screen.getByTestId('bid-all-in-available').textContent).toMatch(
      /^Available to spend MYR\s60,000$/,
    );
  });

  it('when unpaid wins hold the whole buying power, says so beside the refusal', async () => {
    stubFetchWithTerms(
      buildBuyingTerms({
        credit_check: 'refuse',
        buying_power: {
          credit_available: 150_000,
          deposit: 10_000,
          owed_on_unpaid_wins: 395_558,
          available: -235_558,
        },
      }),
    );
    await renderBox();
    await waitFor(() => expect(screen.getByTestId('bid-all-in-over')).toBeTruthy());
    expect(screen.getByTestId('bid-all-in-over').textContent).toMatch(
      /^Above your buying power by MYR\s42,190MYR\s395,558 of your buying power is held by wins you have not paid for yet\.$/,
    );
    expect(submitButton<HTMLButtonElement>().disabled).toBe(true);
  });

  it('prices the amount the dealer types, and again when it changes', async () => {
    stubFetchWithTerms(buildBuyingTerms());
    await renderBox();
    await waitFor(() => expect(allInText()).toMatch(/MYR\s42,190/));
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '45000' } });
    // 45,000 + 1,350 + 350 + SST 136.
    expect(allInText()).toMatch(/MYR\s46,836/);
    fireEvent.click(screen.getAllByTestId('quick-bid')[1]!);
    expect(allInText()).toMatch(/MYR\s42,706/);
  });

  it('in a market that refuses, disables the bid above the buying power and says by how much', async () => {
    const fetchMock = stubFetchWithTerms(
      buildBuyingTerms({
        credit_check: 'refuse',
        buying_power: {
          credit_available: 40_000,
          deposit: 5_000,
          owed_on_unpaid_wins: 0,
          available: 45_000,
        },
      }),
    );
    await renderBox();
    await waitFor(() => expect(allInText()).toMatch(/MYR\s42,190/));
    expect(submitButton<HTMLButtonElement>().disabled).toBe(false);
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '45000' } });
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Above your buying power by MYR\s1,836$/,
    );
    expect(submitButton<HTMLButtonElement>().disabled).toBe(true);
    fireEvent.keyDown(screen.getByTestId('bid-amount'), { key: 'Enter', code: 'Enter' });
    expect(callsBesidesTerms(fetchMock)).toEqual([]);
  });

  it('in a market that only warns, warns above the buying power and still sends the bid', async () => {
    const fetchMock = stubFetchWithTerms(
      buildBuyingTerms({
        credit_check: 'warn',
        buying_power: {
          credit_available: 40_000,
          deposit: 0,
          owed_on_unpaid_wins: 0,
          available: 40_000,
        },
      }),
      () => jsonResponse(200, { data: { auction } }),
    );
    await renderBox();
    await waitFor(() =>
      expect(screen.getByTestId('bid-all-in-over').textContent).toMatch(
        /^Above your buying power by MYR\s2,190$/,
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton<HTMLButtonElement>().disabled).toBe(false);
    await act(async () => {
      fireEvent.click(submitButton());
    });
    expect(callsBesidesTerms(fetchMock)[0]?.[0]).toBe('/auction/api/v2/dealers/bids');
  });

  it('where the market does not check credit, shows the price and nothing about buying power', async () => {
    stubFetchWithTerms(buildBuyingTerms({ credit_check: 'off' }));
    await renderBox();
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: '90000' } });
    await waitFor(() => expect(allInText()).toMatch(/MYR\s92,\d{3}/));
    fireEvent.click(screen.getByTestId('bid-all-in-toggle'));
    expect(screen.queryByTestId('bid-all-in-over')).toBeNull();
    expect(screen.queryByTestId('bid-all-in-available')).toBeNull();
    expect(screen.queryByText(/buying power|Available to spend/)).toBeNull();
    expect(submitButton<HTMLButtonElement>().disabled).toBe(false);
  });

  it('shows no all-in price when the terms cannot be read', async () => {
    const fetchMock = stubFetchWithTerms(null);
    await renderBox();
    await settle();
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByTestId('bid-all-in')).toBeNull();
    expect(submitButton<HTMLButtonElement>().disabled).toBe(false);
  });

  it('shows no all-in price, and still lets the dealer bid, when the fee schedule is broken', async () => {
    const broken = buildBuyingTerms();
    broken.fee_schedule.premiumBands = [];
    stubFetchWithTerms(broken);
    await renderBox();
    await settle();
    expect(screen.queryByTestId('bid-all-in')).toBeNull();
    expect(submitButton<HTMLButtonElement>().disabled).toBe(false);
  });
});
