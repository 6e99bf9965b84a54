import { Layout, Spin } from 'antd';
import { Suspense, type ReactNode } from 'react';
import type { CurrentUser } from '../../features/auth/current-user-slice';
import { AppHeader } from '../layout/app-header';
import { useRealtimeSession } from '../session/use-realtime-session';
import { FrameNav } from './frame-nav';
import type { FrameNavItem } from './frame-nav-item';
import '../layout/app-shell.css';

interface FrameLayoutProps {
  user: CurrentUser;
  homePath: string;
  items: readonly FrameNavItem[];
  navLabel: string;
  className: string;
  children: ReactNode;
}

/** The signed-in frame of the seller portal and the back office: header, navigation, the page. */
export function FrameLayout({
  user,
  homePath,
  items,
  navLabel,
  className,
  children,
}: FrameLayoutProps) {
  useRealtimeSession(user.id);
  return (
    <Layout className={`app-layout ${className}`}>
      <AppHeader user={user} homePath={homePath} />
      <FrameNav items={items} label={navLabel} />
      <Layout.Content className="app-content">
        <Suspense
          fallback={
            <div className="page-loading">
              <Spin size="large" />
            </div>
          }
        >
          {children}
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
