import { Button, notification } from 'antd';
import { useCallback, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NOTIFICATION_SECONDS } from '../../lib/feedback';
import { paths } from '../paths';
import { appTheme } from '../theme';

const HEADER_HEIGHT = appTheme.components?.Layout?.headerHeight ?? 56;
/** Below the sticky header, so a notice never covers the name, the language or log out. */
export const NOTICE_TOP = Number(HEADER_HEIGHT) + 16;

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
  const [api, holder] = notification.useNotification({ placement: 'topRight', top: NOTICE_TOP });

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
      const view = offersView(where.current, auctionId) ? (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            api.destroy(key);
            void navigate(paths.auctionDetail.build(auctionId));
          }}
          data-testid="notice-view"
        >
          {t('realtime.view')}
        </Button>
      ) : null;
      api[tone]({
        key,
        title,
        description,
        duration,
        actions: view,
        props: { 'data-testid': `notice-${kind}` },
      });
    },
    [api, navigate, t],
  );
  return { notify, holder };
}
