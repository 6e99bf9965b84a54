import {
  AppstoreOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CreditCardOutlined,
  EyeOutlined,
  HeartOutlined,
  HistoryOutlined,
  PushpinOutlined,
  ShopOutlined,
  ThunderboltOutlined,
  TrophyOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { paths } from '../paths';

export interface NavItem {
  key: string;
  path: string;
  /** A key under `portal.nav`. */
  label:
    | 'live'
    | 'preview'
    | 'followList'
    | 'pinned'
    | 'endedBids'
    | 'success'
    | 'overdue'
    | 'history'
    | 'onlinePayments'
    | 'storefronts';
  icon: ReactNode;
}

export interface BiddingNavItem extends NavItem {
  /** A key under `portal.nav.short`: the phone bar's one-word label. */
  short: 'live' | 'preview' | 'followList' | 'pinned';
}

/** The four lists a dealer bids from: the phone's bottom bar holds these. */
export const BIDDING_NAV: BiddingNavItem[] = [
  {
    key: 'live',
    path: paths.liveAuctions,
    label: 'live',
    short: 'live',
    icon: <ThunderboltOutlined />,
  },
  {
    key: 'preview',
    path: paths.previewAuctions,
    label: 'preview',
    short: 'preview',
    icon: <EyeOutlined />,
  },
  {
    key: 'follow-list',
    path: paths.followList,
    label: 'followList',
    short: 'followList',
    icon: <HeartOutlined />,
  },
  {
    key: 'pinned',
    path: paths.pinnedAuctions,
    label: 'pinned',
    short: 'pinned',
    icon: <PushpinOutlined />,
  },
];

export const ENDED_BIDS_NAV: NavItem = {
  key: 'ended-bids',
  path: paths.endedBids,
  label: 'endedBids',
  icon: <ClockCircleOutlined />,
};

/** Purchases: what the dealer won, from payment to completion. */
export const PURCHASES_NAV: NavItem[] = [
  { key: 'success', path: paths.successAuctions, label: 'success', icon: <CheckCircleOutlined /> },
  { key: 'overdue', path: paths.overdueAuctions, label: 'overdue', icon: <WarningOutlined /> },
  { key: 'history', path: paths.historyAuctions, label: 'history', icon: <HistoryOutlined /> },
  {
    key: 'online-payments',
    path: paths.onlinePaymentAuctions,
    label: 'onlinePayments',
    icon: <CreditCardOutlined />,
  },
];

export const STOREFRONTS_NAV: NavItem = {
  key: 'storefronts',
  path: paths.storefronts,
  label: 'storefronts',
  icon: <ShopOutlined />,
};

export const PURCHASES_ICON = <TrophyOutlined />;
export const MORE_ICON = <AppstoreOutlined />;

export const ALL_NAV: NavItem[] = [
  ...BIDDING_NAV,
  ENDED_BIDS_NAV,
  ...PURCHASES_NAV,
  STOREFRONTS_NAV,
];

/** The nav item a page belongs to, by its path; pages outside the lists (detail, summary) have none. */
export function navItemOf(pathname: string): NavItem | undefined {
  return ALL_NAV.find(
    (item) =>
      pathname === item.path || (item === STOREFRONTS_NAV && pathname.startsWith(`${item.path}/`)),
  );
}
