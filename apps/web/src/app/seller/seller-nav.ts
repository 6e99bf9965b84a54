import {
  AppstoreOutlined,
  CheckCircleOutlined,
  CarOutlined,
  ClockCircleOutlined,
  FlagOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { FrameNavItem } from '../frame/frame-nav-item';
import { paths } from '../paths';

/** The seller portal's navigation, in order. Each page adds its entry here. */
export const SELLER_NAV: FrameNavItem[] = [
  {
    key: 'overview',
    path: paths.seller.home,
    label: (t) => t('frames.seller.nav.overview'),
    end: true,
    icon: AppstoreOutlined,
  },
  {
    key: 'live',
    path: paths.seller.live,
    label: (t) => t('sellerAuctions.nav.live'),
    icon: ThunderboltOutlined,
  },
  {
    key: 'pending',
    path: paths.seller.pending,
    label: (t) => t('sellerAuctions.nav.pending'),
    icon: ClockCircleOutlined,
  },
  {
    key: 'ended',
    path: paths.seller.ended,
    label: (t) => t('sellerAuctions.nav.ended'),
    icon: FlagOutlined,
  },
  {
    key: 'completed',
    path: paths.seller.completed,
    label: (t) => t('sellerAuctions.nav.completed'),
    icon: CheckCircleOutlined,
  },
  {
    key: 'listings',
    path: paths.seller.listings,
    label: (t) => t('sellerListings.nav'),
    icon: CarOutlined,
  },
];
