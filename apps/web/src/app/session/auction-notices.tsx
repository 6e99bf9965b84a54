import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NoticeStack, type StackedNotice } from '../../components/notice-stack';
import { NOTIFICATION_SECONDS } from '../../lib/feedback';
import { paths } from '../paths';

/** The sticky header's height (app-shell.css). */
const HEADER_HEIGHT = 56;
/** Below the sticky header, so a notice never covers the name, the language or log out. */
export const NOTICE_TOP = HEADER_HEIGHT + 16;

export interface AuctionNotice {
  /** What the notice is about, e.g. `outbid` or `won`; one notice per kind and auction at a time. */
  kind: string;
  auctionId: number;
  tone: 'success' | 'warning' | 'info';
  title: string;
  description: string;
  /** Seconds on screen; false keeps it until the dealer closes it. */
  duration?: number | false;
}

/** Whether a notice about `auctionId` offers to open it: not when the dealer is already there. */
export function offersView(pathname: string, auctionId: number): boolean {
  return pathname !== paths.auctionDetail.build(auctionId);
}

/**
 * The session's notices about one auction (outbid, snap-it, won…): top right under the header,
 * with "View auction" unless the dealer is on that auction's page. `holder` must be rendered.
 */
export function useAuctionNotices(): {
  notify: (notice: AuctionNotice) => void;
  holder: ReactNode;
} {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Read when a notice arrives, so a change of page does not resubscribe the realtime handlers.
  const where = useRef(pathname);
  where.current = pathname;
  // The same for the router and the language: `notify` stays one function for the whole session.
  const latest = useRef({ navigate, t });
  latest.current = { navigate, t };
  const [notices, setNotices] = useState<readonly StackedNotice[]>([]);

  const close = useCallback((key: string) => {
    setNotices((shown) => shown.filter((notice) => notice.key !== key));
  }, []);

  const notify = useCallback(
    ({
      kind,
      auctionId,
      tone,
      title,
      description,
      duration = NOTIFICATION_SECONDS,
    }: AuctionNotice) => {
      const key = `${kind}-${auctionId}`;
      const action = offersView(where.current, auctionId) ? (
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            close(key);
            void latest.current.navigate(paths.auctionDetail.build(auctionId));
          }}
          data-testid="notice-view"
        >
          {latest.current.t('realtime.view')}
        </button>
      ) : undefined;
      const notice: StackedNotice = {
        key,
        tone,
        title,
        description,
        duration,
        action,
        testId: `notice-${kind}`,
      };
      // A newer notice of the same kind and auction replaces the old one, at the end of the stack.
      setNotices((shown) => [...shown.filter((other) => other.key !== key), notice]);
    },
    [close],
  );

  const holder = (
    <NoticeStack notices={notices} top={NOTICE_TOP} closeLabel={t('app.close')} onClose={close} />
  );
  return { notify, holder };
}
