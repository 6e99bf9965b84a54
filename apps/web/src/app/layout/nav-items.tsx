import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CreditCardOutlined from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import PushpinOutlined from '@ant-design/icons-svg/es/asn/PushpinOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import TrophyOutlined from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import type { ReactNode } from 'react';
import { Icon } from '../../components/icon';
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
    icon: <Icon def={ThunderboltOutlined} />,
  },
  {
    key: 'preview',
    path: paths.previewAuctions,
    label: 'preview',
    short: 'preview',
    icon: <Icon def={EyeOutlined} />,
  },
  {
    key: 'follow-list',
    path: paths.followList,
    label: 'followList',
    short: 'followList',
    icon: <Icon def={HeartOutlined} />,
  },
  {
    key: 'pinned',
    path: paths.pinnedAuctions,
    label: 'pinned',
    short: 'pinned',
    icon: <Icon def={PushpinOutlined} />,
  },
];

export const ENDED_BIDS_NAV: NavItem = {
  key: 'ended-bids',
  path: paths.endedBids,
  label: 'endedBids',
  icon: <Icon def={ClockCircleOutlined} />,
};

/** Purchases: what the dealer won, from payment to completion. */
export const PURCHASES_NAV: NavItem[] = [
  {
    key: 'success',
    path: paths.successAuctions,
    label: 'success',
    icon: <Icon def={CheckCircleOutlined} />,
  },
  {
    key: 'overdue',
    path: paths.overdueAuctions,
    label: 'overdue',
    icon: <Icon def={WarningOutlined} />,
  },
  {
    key: 'history',
    path: paths.historyAuctions,
    label: 'history',
    icon: <Icon def={HistoryOutlined} />,
  },
  {
    key: 'online-payments',
    path: paths.onlinePaymentAuctions,
    label: 'onlinePayments',
    icon: <Icon def={CreditCardOutlined} />,
  },
];

export const STOREFRONTS_NAV: NavItem = {
  key: 'storefronts',
  path: paths.storefronts,
  label: 'storefronts',
  icon: <Icon def={ShopOutlined} />,
};

export const PURCHASES_ICON = <Icon def={TrophyOutlined} />;
export const MORE_ICON = <Icon def={AppstoreOutlined} />;

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

/**
 * Whether `pathname` is one of the four open lists (live, preview, follow list, pinned): pages
 * in plain markup that load no Ant Design; every other dealer page gets Ant Design's context.
 */
export function isOpenList(pathname: string): boolean {
  const item = navItemOf(pathname);
  return item !== undefined && BIDDING_NAV.some((bidding) => bidding === item);
}
