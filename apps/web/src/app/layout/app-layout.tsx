import { Grid, Layout, Spin } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OverdueNotice } from '../../features/dealer-lists/components/overdue-notice';
import type { CurrentUser } from '../../features/auth/current-user-slice';
import { useOpenListsRealtime } from '../../features/live-auctions/use-open-lists-realtime';
import { paths } from '../paths';
import { SessionNotices } from '../session/session-notices';
import { useRealtimeSession } from '../session/use-realtime-session';
import { useSessionData } from '../session/use-session-data';
import { AppHeader } from './app-header';
import { DeskNav, PhoneNav } from './app-nav';
import { navItemOf } from './nav-items';
import './app-shell.css';

/** The signed-in frame: header, navigation, the page, and the session's realtime connections. */
export function AppLayout({ user }: { user: CurrentUser }) {
  useRealtimeSession(user.id);
  useSessionData(user.id);
  useOpenListsRealtime();
  const isWide = Grid.useBreakpoint().md === true;
  const { pathname } = useLocation();
  // A detail page has its own bar under the thumb (the bid bar); the nav bar stays on the lists.
  const isListPage = navItemOf(pathname) !== undefined;
  const showsPhoneNav = !isWide && isListPage;
  return (
    <Layout className={`app-layout${showsPhoneNav ? ' app-layout--phone-nav' : ''}`}>
      <AppHeader user={user} />
      {isWide ? <DeskNav overdueCount={user.overduePaymentCount} /> : null}
      <SessionNotices userId={user.id} />
      <Layout.Content className="app-content">
        <OverdueNotice
          count={user.overduePaymentCount}
          overduePath={paths.overdueAuctions}
          pathname={pathname}
          isListPage={isListPage}
        />
        <Suspense
          fallback={
            <div className="page-loading">
              <Spin size="large" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </Layout.Content>
      {showsPhoneNav ? <PhoneNav overdueCount={user.overduePaymentCount} /> : null}
    </Layout>
  );
}
