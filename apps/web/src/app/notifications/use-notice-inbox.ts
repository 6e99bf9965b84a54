import {
  channels,
  EVENTS,
  markNoticesReadResponseSchema,
  noticeListSchema,
  type PrivateNotice,
} from '@autobid/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { apiRequest } from '../../lib/api-client';
import { noticeIdOf, subscribeRealtime } from '../../lib/realtime';

/** How many notices the bell lists: the newest ones. */
export const INBOX_SIZE = 20;

/** The private notices of the user's own channel, and those of a seller group's channel. */
const USER_EVENTS = [
  EVENTS.outbid,
  EVENTS.snapItFired,
  EVENTS.snapItFailed,
  EVENTS.auctionWon,
  EVENTS.awardPending,
  EVENTS.auctionCancelled,
  EVENTS.offerReceived,
  EVENTS.transactionUpdated,
] as const;
const GROUP_EVENTS = [EVENTS.sellerAuctionStage, EVENTS.offerAnswered] as const;

export interface InboxState {
  /** Newest first, at most {@link INBOX_SIZE}. */
  items: PrivateNotice[];
  /** The caller's unread notices, all of them, not only those listed. */
  unread: number;
  status: 'loading' | 'ready' | 'failed';
}

type Action =
  | { type: 'loaded'; items: PrivateNotice[]; unread: number }
  | { type: 'failed' }
  | { type: 'arrived'; notice: PrivateNotice }
  | { type: 'read'; ids: (id: number) => boolean; at: string; unread: number };

const newestFirst = (a: PrivateNotice, b: PrivateNotice) => b.id - a.id;

function reduce(state: InboxState, action: Action): InboxState {
  switch (action.type) {
    case 'loaded': {
      // Notices that came live after the list was read are not in its count yet.
      const newest = action.items[0]?.id ?? 0;
      const later = state.items.filter((n) => n.id > newest);
      const unreadLater = later.filter((n) => n.read_at === null).length;
      return {
        items: [...later, ...action.items].sort(newestFirst).slice(0, INBOX_SIZE),
        unread: action.unread + unreadLater,
        status: 'ready',
      };
    }
    case 'failed':
      return state.status === 'ready' ? state : { ...state, status: 'failed' };
    case 'arrived': {
      const { notice } = action;
      if (state.items.some((n) => n.id === notice.id)) return state;
      // One older than a full list (a catch-up of what the list already counted) changes nothing.
      const oldest = state.items.at(-1)?.id ?? 0;
      if (state.status === 'ready' && state.items.length >= INBOX_SIZE && notice.id < oldest)
        return state;
      return {
        ...state,
        items: [notice, ...state.items].sort(newestFirst).slice(0, INBOX_SIZE),
        unread: state.unread + 1,
      };
    }
    case 'read': {
      const items = state.items.map((n) =>
        n.read_at !== null || !action.ids(n.id) ? n : { ...n, read_at: action.at },
      );
      return { ...state, items, unread: action.unread };
    }
  }
}

/** A live event's payload as a listed notice: its `notice_id` is its id. */
function noticeOf(event: string, data: unknown): PrivateNotice | null {
  const id = noticeIdOf(data);
  if (id === null || typeof data !== 'object' || data === null) return null;
  const { notice_id: _, ...rest } = data as Record<string, unknown>;
  const sent = typeof rest.updated_at === 'string' ? rest.updated_at : new Date().toISOString();
  return { id, event, data: rest, created_at: sent, read_at: null };
}

/**
 * The bell's notices (docs/notifications.md): the newest {@link INBOX_SIZE} of the signed-in
 * user's private notices and their active seller group's, with the count still unread. It reads
 * the list when it starts and on `reload`; notices arriving live meanwhile, and those the page's
 * catch-up hands on (`notice-catch-up.ts`), come through the same realtime dispatch as the live
 * notices and add to it. `markAllRead` marks all up to the newest listed; `markRead` one.
 */
export function useNoticeInbox(userId: number, sellerGroupId: number | null) {
  const [state, dispatch] = useReducer(reduce, { items: [], unread: 0, status: 'loading' });
  const reading = useRef(0);

  const reload = useCallback(async () => {
    const attempt = ++reading.current;
    try {
      const page = await apiRequest('general', 'v2', '/notifications', noticeListSchema, {
        query: { per_page: INBOX_SIZE },
        noCache: true,
      });
      // Only the latest read counts: an older answer must not undo a newer one.
      if (attempt === reading.current)
        dispatch({ type: 'loaded', items: page.data, unread: page.meta.unread });
    } catch {
      if (attempt === reading.current) dispatch({ type: 'failed' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload, userId]);

  useEffect(() => {
    const listen = (channel: string, events: readonly string[]) =>
      events.map((event) =>
        subscribeRealtime('general', channel, event, (data) => {
          const notice = noticeOf(event, data);
          if (notice) dispatch({ type: 'arrived', notice });
        }),
      );
    const stops = [
      ...listen(channels.user(userId), USER_EVENTS),
      ...(sellerGroupId === null ? [] : listen(channels.group(sellerGroupId), GROUP_EVENTS)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [userId, sellerGroupId]);

  const send = useCallback(
    async (body: { up_to_id: number } | { ids: number[] }, covers: (id: number) => boolean) => {
      const answer = await apiRequest(
        'general',
        'v2',
        '/notifications/read',
        markNoticesReadResponseSchema,
        { method: 'POST', body },
      );
      dispatch({
        type: 'read',
        ids: covers,
        at: new Date().toISOString(),
        unread: answer.data.unread,
      });
    },
    [],
  );

  const newestId = state.items[0]?.id ?? null;
  const markAllRead = useCallback(async () => {
    if (newestId === null) return;
    await send({ up_to_id: newestId }, (id) => id <= newestId);
  }, [newestId, send]);

  const markRead = useCallback(
    async (id: number) => {
      await send({ ids: [id] }, (other) => other === id);
    },
    [send],
  );

  return { ...state, reload, markAllRead, markRead };
}

export type NoticeInbox = ReturnType<typeof useNoticeInbox>;
