import type { User } from '@autobid/contract';
import { paths } from './paths';

export type Side = 'dealer' | 'seller' | 'backOffice';

/** The side of the app a user works in: dealers bid, sellers sell, staff run the back office. */
export function sideOf(user: Pick<User, 'role'>): Side {
  if (user.role === 'seller') return 'seller';
  if (user.role === 'staff') return 'backOffice';
  return 'dealer';
}

/** Where a user lands after sign-in, and where a page of another side sends them. */
export function homePathFor(user: Pick<User, 'role'>): string {
  switch (sideOf(user)) {
    case 'seller':
      return paths.seller.home;
    case 'backOffice':
      return paths.backOffice.home;
    default:
      return paths.liveAuctions;
  }
}
