import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../lib/state/hooks';
import type { CurrentUser } from '../features/auth/current-user-slice';
import { homePathFor, sideOf, type Side } from './home-path';
import { AntdRoot } from './antd-root-lazy';
import { BootShell } from './boot-shell';
import { loginPathFor } from './paths';

/**
 * Signed-in pages, inside Ant Design's context; anyone else goes to /login with the page they
 * asked for as redirectUrl, without loading Ant Design.
 */
export function RequireAuth() {
  const user = useAppSelector((state) => state.currentUser.user);
  const location = useLocation();
  if (!user)
    return (
      <Navigate
        to={loginPathFor(`${location.pathname}${location.search}${location.hash}`)}
        replace
      />
    );
  return (
    <Suspense fallback={<BootShell />}>
      <AntdRoot>
        <Outlet />
      </AntdRoot>
    </Suspense>
  );
}

/** `/`: each user's own side. */
export function HomeRedirect() {
  const user = useAppSelector((state) => state.currentUser.user);
  return user ? <Navigate to={homePathFor(user)} replace /> : null;
}

/**
 * The frame of one side, for its users only: a user of another side is sent to their own home,
 * so no screen ever calls an endpoint its user may not call.
 */
export function RequireSide({
  side,
  render,
}: {
  side: Side;
  render: (user: CurrentUser) => React.ReactNode;
}) {
  const user = useAppSelector((state) => state.currentUser.user);
  if (!user) return null;
  if (sideOf(user) !== side) return <Navigate to={homePathFor(user)} replace />;
  return <>{render(user)}</>;
}
