import { AppstoreOutlined } from '@ant-design/icons';
import type { FrameNavItem } from '../frame/frame-nav-item';
import { paths } from '../paths';

/** The seller portal's navigation, in order. Each page adds its entry here. */
export const SELLER_NAV: FrameNavItem[] = [
  {
    key: 'overview',
    path: paths.seller.home,
    label: (t) => t('frames.seller.nav.overview'),
    icon: AppstoreOutlined,
  },
];
