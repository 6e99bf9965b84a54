import { privateNoticePageSchema } from '@autobid/contract';
import { useEffect } from 'react';
import { apiRequest } from '../../lib/api-client';
import {
  getLastNoticeId,
  onPrivateSubscribed,
  replayNotice,
  setLastNoticeId,
} from '../../lib/realtime';

/** Notices shown at most in one catch-up: the newest ones, when a page was away for long. */
export const CATCH_UP_LIMIT = 50;

const storageKey = (userId: number) => `autobid.lastNoticeId.${userId}`;

function readStored(userId: number): number | null {
  try {
    const value = Number(sessionStorage.getItem(storageKey(userId)));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function store(userId: number, id: number): void {
  try {
    sessionStorage.setItem(storageKey(userId), String(id));
  } catch {
    // Private mode or a full storage: the id is still kept in memory for this page.
  }
}

/** Where the next catch-up starts: the newest id the last one (or the first look) returned. */
let caughtUpTo: { userId: number; id: number } | null = null;

/**
 * Starts a user's catch-ups from the id kept in the tab, or from the newest notice when there is
 * none; called when the session starts (another user may have used the page before).
 */
export function resetNoticeCatchUp(userId: number): void {
  const stored = readStored(userId);
  caughtUpTo = stored === null ? null : { userId, id: stored };
  setLastNoticeId(stored ?? 0, true);
}

/**
 * Reads the private notices this page missed and shows them as live ones (docs/notifications.md):
 * those newer than where the last catch-up ended, oldest first, each through the same handlers as
 * a live event, which drop one they already had. Live notices do not move that point: one that
 * came live during a drop must not hide an older one that did not. A page with nothing kept for
 * this tab starts from the newest notice: there is nothing it missed.
 */
export async function catchUpOnNotices(userId: number): Promise<void> {
  const from = caughtUpTo?.userId === userId ? caughtUpTo.id : null;
  if (from === null) {
    const newest = await apiRequest('general', 'v2', '/notifications', privateNoticePageSchema, {
      query: { per_page: 1 },
      noCache: true,
    });
    caughtUpTo = { userId, id: newest.data[0]?.id ?? 0 };
  } else {
    const page = await apiRequest('general', 'v2', '/notifications', privateNoticePageSchema, {
      query: { after_id: from, per_page: CATCH_UP_LIMIT },
      noCache: true,
    });
    for (const notice of [...page.data].reverse())
      replayNotice(notice.event, { ...notice.data, notice_id: notice.id });
    caughtUpTo = { userId, id: Math.max(from, page.data[0]?.id ?? 0) };
  }
  // Also past notices no handler of this page listens to, so they are not read again.
  setLastNoticeId(caughtUpTo.id);
  store(userId, getLastNoticeId());
}

/**
 * Catches up on the signed-in user's notices on page load and each time a private channel is
 * subscribed again after a drop. Runs after the session's notice handlers subscribe (render it
 * after them), one catch-up at a time.
 */
export function useNoticeCatchUp(userId: number): void {
  useEffect(() => {
    let isCurrent = true;
    let running: Promise<void> | null = null;
    let again = false;
    const run = () => {
      if (running) {
        again = true;
        return;
      }
      running = catchUpOnNotices(userId)
        .catch(() => undefined)
        .finally(() => {
          running = null;
          if (again && isCurrent) {
            again = false;
            run();
          }
        });
    };
    resetNoticeCatchUp(userId);
    run();
    const stop = onPrivateSubscribed(run);
    // Live notices move the mark too; kept when the page goes, so a reload does not show them again.
    const keep = () => {
      const last = getLastNoticeId();
      if (last > 0) store(userId, last);
    };
    window.addEventListener('pagehide', keep);
    return () => {
      isCurrent = false;
      keep();
      stop();
      window.removeEventListener('pagehide', keep);
    };
  }, [userId]);
}
