import { Suspense } from 'react';
import { AccountPage } from '../features/account/pages/account-page';
import { selectedCountrySet } from '../features/auth/current-user-slice';
import { useAppDispatch, useAppSelector } from '../lib/state/hooks';
import { AntdRoot } from './antd-root-lazy';
import { BootShell } from './boot-shell';
import { homePathFor } from './home-path';

/**
 * `/account` and `/profile/`: one page for every side (dealer, seller, staff), outside the sides'
 * frames, with Ant Design's context around it and "Back" leading to the user's own home.
 */
export function AccountRoute() {
  const user = useAppSelector((state) => state.currentUser.user);
  const dispatch = useAppDispatch();
  if (!user) return null;
  return (
    <Suspense fallback={<BootShell />}>
      <AntdRoot>
        <AccountPage
          user={user}
          homePath={homePathFor(user)}
          onCountryChange={(country) => dispatch(selectedCountrySet(country))}
        />
      </AntdRoot>
    </Suspense>
  );
}
