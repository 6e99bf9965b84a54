import type { StaffRole } from '../../db/schema';

/** The password of every demo account; printed in the README so anyone can sign in. */
export const DEMO_PASSWORD = 'demo-pass-1';

export type DemoGroupKey = 'dealerA' | 'dealerB' | 'dealerSg' | 'seller' | 'sellerB';

export interface DemoGroup {
  key: DemoGroupKey;
  name: string;
  kind: 'dealer' | 'seller';
  market: 'MY' | 'SG';
}

export interface DemoUser {
  email: string;
  name: string;
  role: 'dealer' | 'seller' | 'staff';
  country: 'MY' | 'SG';
  /** Staff belong to no group: they act across all of them from the back office. */
  groupKey: DemoGroupKey | null;
  /** A staff account's roles (docs/roles.md). */
  staffRoles?: readonly StaffRole[];
  /** For sign-in by phone (docs/sign-in.md), in E.164; listed in the README. */
  phone: string;
  /** May change its group's details on the account page. */
  isGroupAdmin?: boolean;
}

export const DEMO_GROUPS: readonly DemoGroup[] = [
  { key: 'dealerA', name: 'Hakim Motors Sdn Bhd', kind: 'dealer', market: 'MY' },
  { key: 'dealerB', name: 'Klang Valley Auto Trading', kind: 'dealer', market: 'MY' },
  { key: 'dealerSg', name: 'Ubi Auto Pte Ltd', kind: 'dealer', market: 'SG' },
  // One consignment desk sells in both markets, so the seller account sees every demo car.
  { key: 'seller', name: 'AutoBid Trade-In Centre', kind: 'seller', market: 'MY' },
  // A second seller with a few cars of its own, to show that sellers see only their group's cars.
  { key: 'sellerB', name: 'Penang Fleet Disposals Sdn Bhd', kind: 'seller', market: 'MY' },
];

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'dealer.a@demo.test',
    phone: '+60123456701',
    isGroupAdmin: true,
    name: 'Aiman Hakim',
    role: 'dealer',
    country: 'MY',
    groupKey: 'dealerA',
  },
  {
    email: 'dealer.b@demo.test',
    phone: '+60123456702',
    name: 'Tan Mei Ling',
    role: 'dealer',
    country: 'MY',
    groupKey: 'dealerB',
  },
  {
    email: 'dealer.sg@demo.test',
    phone: '+6581234503',
    isGroupAdmin: true,
    name: 'Lim Wei Jie',
    role: 'dealer',
    country: 'SG',
    groupKey: 'dealerSg',
  },
  {
    email: 'seller@demo.test',
    phone: '+60123456704',
    isGroupAdmin: true,
    name: 'Nurul Aina',
    role: 'seller',
    country: 'MY',
    groupKey: 'seller',
  },
  {
    email: 'seller.b@demo.test',
    phone: '+60123456705',
    name: 'Ooi Chee Keong',
    role: 'seller',
    country: 'MY',
    groupKey: 'sellerB',
  },
  {
    email: 'staff@demo.test',
    phone: '+60123456706',
    name: 'Operations Desk',
    role: 'staff',
    country: 'MY',
    groupKey: null,
    staffRoles: ['admin', 'operations', 'inspector', 'finance'],
  },
  {
    email: 'admin@demo.test',
    phone: '+60123456707',
    name: 'Farah Admin',
    role: 'staff',
    country: 'MY',
    groupKey: null,
    staffRoles: ['admin'],
  },
  {
    email: 'operations@demo.test',
    phone: '+60123456708',
    name: 'Ravi Operations',
    role: 'staff',
    country: 'MY',
    groupKey: null,
    staffRoles: ['operations'],
  },
  {
    email: 'inspector@demo.test',
    phone: '+60123456709',
    name: 'Azlan Inspector',
    role: 'staff',
    country: 'MY',
    groupKey: null,
    staffRoles: ['inspector'],
  },
  {
    email: 'finance@demo.test',
    phone: '+60123456710',
    name: 'Grace Finance',
    role: 'staff',
    country: 'MY',
    groupKey: null,
    staffRoles: ['finance'],
  },
];

export const DEMO_EMAILS = {
  dealerA: 'dealer.a@demo.test',
  dealerB: 'dealer.b@demo.test',
  dealerSg: 'dealer.sg@demo.test',
  seller: 'seller@demo.test',
  sellerB: 'seller.b@demo.test',
  staff: 'staff@demo.test',
} as const;
