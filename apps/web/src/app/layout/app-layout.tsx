import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ToastHost } from '../../components/toast-host';
import { OverdueNotice } from '../../features/dealer-lists/components/overdue-notice';
import type { CurrentUser } from '../../features/auth/current-user-slice';
import { useOpenListsRealtime } from '../../features/live-auctions/use-open-lists-realtime';
import { useIsWide } from '../../lib/use-is-wide';
import { AntdRoot } from '../antd-root-lazy';
import { paths } from '../paths';
import { SessionNotices } from '../session/session-notices';
import { useRealtimeSession } from '../session/use-realtime-session';
import { useSessionData } from '../session/use-session-data';
import { AppHeader } from './app-header';
import { DeskNav, PhoneNav } from './app-nav';
import { isOpenList, navItemOf } from './nav-items';
import '../../styles/controls.css';
import './app-shell.css';

/** While a page's code (and, for an Ant Design page, Ant Design itself) loads. */
function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-busy="true">
      <span className="spinner" />
    </div>
  );
}

/**
 * The signed-in frame: header, navigation, the page, the session's realtime connections and
 * its notices, all in plain markup. The open lists (live, preview, follow list, pinned) are
 * plain too and load no Ant Design; every other page is put in Ant Design's context, fetched
 * the first time one of them opens.
 */
export function AppLayout({ user }: { user: CurrentUser }) {
  useRealtimeSession(user.id);
  useSessionData(user.id);
  useOpenListsRealtime();
  const isWide = useIsWide();
  const { pathname } = useLocation();
  // A detail page has its own bar under the thumb (the bid bar); the nav bar stays on the lists.
  const isListPage = navItemOf(pathname) !== undefined;
  const showsPhoneNav = !isWide && isListPage;
  return (
    <div className={`app-layout${showsPhoneNav ? ' app-layout--phone-nav' : ''}`}>
      <AppHeader user={user} />
      {isWide ? <DeskNav overdueCount={user.overduePaymentCount} /> : null}
      <SessionNotices userId={user.id} />
      <ToastHost />
      <main className="app-content">
        <OverdueNotice
          count={user.overduePaymentCount}
          overduePath={paths.overdueAuctions}
          pathname={pathname}
          isListPage={isListPage}
        />
        <Suspense fallback={<PageLoading />}>
          {isOpenList(pathname) ? (
            <Outlet />
          ) : (
            <AntdRoot>
              <Outlet />
            </AntdRoot>
          )}
        </Suspense>
      </main>
      {showsPhoneNav ? <PhoneNav overdueCount={user.overduePaymentCount} /> : null}
    </div>
  );
}
