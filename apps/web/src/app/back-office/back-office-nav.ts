import {
  AuditOutlined,
  FileSearchOutlined,
  HomeOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import type { FrameNavItem } from '../frame/frame-nav-item';
import { paths } from '../paths';

/**
 * The back office's navigation, in order; each page adds its entry here with the staff roles
 * that see it (docs/roles.md). The start page lists the same entries with their descriptions.
 */
export const BACK_OFFICE_NAV: FrameNavItem[] = [
  {
    key: 'home',
    path: paths.backOffice.home,
    label: (t) => t('frames.backOffice.nav.home'),
    end: true,
    icon: HomeOutlined,
  },
  {
    key: 'review',
    path: paths.backOffice.review,
    label: (t) => t('listingReview.nav'),
    description: (t) => t('listingReview.description'),
    icon: FileSearchOutlined,
    roles: ['operations'],
  },
  {
    key: 'run-sheet',
    path: paths.backOffice.runSheet,
    label: (t) => t('runSheet.nav'),
    description: (t) => t('runSheet.description'),
    icon: ScheduleOutlined,
    roles: ['operations'],
  },
  {
    key: 'audit',
    path: paths.backOffice.audit,
    label: (t) => t('auditLog.nav'),
    description: (t) => t('auditLog.description'),
    icon: AuditOutlined,
    roles: ['admin', 'operations'],
  },
];
