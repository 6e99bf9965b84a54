import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../lib/state/hooks';
import type { CurrentUser } from '../features/auth/current-user-slice';
import { BootShell } from './boot-shell';
import { homePathFor, sideOf, type Side } from './home-path';
import { loginPathFor } from './paths';

/**
 * Signed-in pages, with the shell shown while their frame's code loads; anyone else goes to /login
 * with the page they asked for as redirectUrl. Ant Design's context is not set here: each frame
 * sets it around the pages that use Ant Design, so the dealer's open lists never load it.
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
      <Outlet />
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
