import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../lib/state/hooks';
import { loginPathFor } from './paths';
import { AppLayout } from './route-pages';

/** Signed-in pages; anyone else goes to /login with the page they asked for as redirectUrl. */
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
  return <AppLayout user={user} />;
}
