import { Layout } from 'antd';
import { Outlet } from 'react-router';
import type { CurrentUser } from '../../features/auth/current-user-slice';
import { OutbidNotifier } from '../session/outbid-notifier';
import { PrivateEventNotifier } from '../session/private-event-notifier';
import { useRealtimeSession } from '../session/use-realtime-session';
import { useSessionData } from '../session/use-session-data';
import { AppHeader } from './app-header';

/** The signed-in frame: header, the page, and the session's realtime connections. */
export function AppLayout({ user }: { user: CurrentUser }) {
  useRealtimeSession(user.id);
  useSessionData(user.id);
  return (
    <Layout className="app-layout">
      <AppHeader user={user} />
      <OutbidNotifier userId={user.id} />
      <PrivateEventNotifier userId={user.id} />
      <Layout.Content className="app-content">
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
