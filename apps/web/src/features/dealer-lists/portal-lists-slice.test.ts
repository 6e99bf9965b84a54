import type { PortalAuction } from '@autobid/contract';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sessionEnded } from '../../lib/state/session-actions';
import { setupStore } from '../../testing/test-store';
import { buildAuction } from '../../testing/auction-factory';
import { jsonResponse, setTestRuntimeConfig } from '../../testing/test-runtime-config';
import { fetchPortalList, initialPortalListsState, portalListsSlice } from './portal-lists-slice';
import type { PortalQuery } from './portal-lists';

const reduce = portalListsSlice.reducer;
const query: PortalQuery = {
  page: 1,
  perPage: 20,
  sort: 'time_end_desc',
  tag: 'all',
  from: '2030-03-09',
  to: '2030-03-15',
};
const failure = { status: 422, code: 'validation_failed' as const, message: 'bad' };

function won(id: number): PortalAuction {
  return {
    ...buildAuction({ id, status: 'awarded', award_status: 'won', position: 'winning' }),
    result: 'won',
    my_best_amount: 52_000,
    won_at: '2030-03-10T11:00:00.000Z',
    payment_due_at: '2030-03-13T11:00:00.000Z',
    is_payment_overdue: false,
    transactions: [],
    online_payment: false,
  };
}

function page(data: PortalAuction[], current = 1, last = 1) {
  return {
    data,
    meta: {
      pagination: { total: data.length, per_page: 20, current_page: current, last_page: last },
    },
  };
}

describe('portal lists (success, overdue, history, online payments, ended bids)', () => {
  it('is loading while a page is pending', () => {
    const state = reduce(
      initialPortalListsState,
      fetchPortalList.pending('r1', { list: 'success', query }),
    );
    expect(state.success).toMatchObject({ loading: true, error: null, requestId: 'r1' });
  });

  it('shows the answered page with its pagination', () => {
    const pending = reduce(
      initialPortalListsState,
      fetchPortalList.pending('r1', { list: 'overdue', query }),
    );
    const state = reduce(
      pending,
      fetchPortalList.fulfilled(page([won(4), won(2)], 1, 3), 'r1', { list: 'overdue', query }),
    );
    expect(state.overdue).toMatchObject({
      ids: [4, 2],
      loading: false,
      pagination: { last_page: 3 },
    });
  });

  it('drops a page that answers after a newer question was asked', () => {
    let state = reduce(
      initialPortalListsState,
      fetchPortalList.pending('old', { list: 'history', query }),
    );
    state = reduce(
      state,
      fetchPortalList.pending('new', { list: 'history', query: { ...query, page: 2 } }),
    );
    state = reduce(
      state,
      fetchPortalList.fulfilled(page([won(1)]), 'old', { list: 'history', query }),
    );
    expect(state.history).toMatchObject({ ids: [], loading: true });
  });

  it('stops loading and keeps the error of a failed page', () => {
    const pending = reduce(
      initialPortalListsState,
      fetchPortalList.pending('r1', { list: 'ended-bids', query }),
    );
    const state = reduce(
      pending,
      fetchPortalList.rejected(null, 'r1', { list: 'ended-bids', query }, { failure }),
    );
    expect(state['ended-bids']).toMatchObject({ loading: false, error: failure });
  });

  it('leaves the other lists alone', () => {
    const state = reduce(
      initialPortalListsState,
      fetchPortalList.pending('r1', { list: 'success', query }),
    );
    expect(state.overdue).toBe(initialPortalListsState.overdue);
  });

  it('forgets every list when the session ends', () => {
    const state = reduce(
      initialPortalListsState,
      fetchPortalList.pending('r1', { list: 'success', query }),
    );
    expect(reduce(state, sessionEnded())).toEqual(initialPortalListsState);
  });
});

describe('asking the portal API', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setTestRuntimeConfig();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(jsonResponse(200, page([])));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const sent = () => new URL(fetchMock.mock.calls[0]?.[0] as string, 'http://localhost');

  it('sends the ended-bids range as the UTC moments of the first and last second of its local days, with tag, sort and page', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Kuala_Lumpur';
    onTestFinished(() => {
      process.env.TZ = zone;
    });
    await setupStore().dispatch(
      fetchPortalList({ list: 'ended-bids', query: { ...query, tag: 'won', page: 2 } }),
    );
    expect(sent().pathname).toBe('/portal/api/v2/dealers/auctions/ended-bids');
    expect(Object.fromEntries(sent().searchParams)).toMatchObject({
      // Kuala Lumpur is UTC+8: its 9 March starts at 16:00 on the 8th in UTC.
      'filterDate[from]': '2030-03-08 16:00:00',
      'filterDate[to]': '2030-03-15 15:59:59',
      tag: 'won',
      sort: 'time_end_desc',
      page: '2',
    });
  });

  it('sends no range or tag to the other lists', async () => {
    await setupStore().dispatch(fetchPortalList({ list: 'has-online-payments', query }));
    expect(sent().pathname).toBe('/portal/api/v2/dealers/auctions/has-online-payments');
    expect(sent().searchParams.has('tag')).toBe(false);
    expect(sent().searchParams.has('filterDate[from]')).toBe(false);
  });
});
