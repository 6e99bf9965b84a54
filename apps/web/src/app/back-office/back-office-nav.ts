import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  GlobalOutlined,
  MailOutlined,
  TeamOutlined,
  SafetyCertificateOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  HomeOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import type { AuditEntityType, StaffRole } from '@autobid/contract';
import { itemsForRoles, type FrameNavItem } from '../frame/frame-nav-item';
import { paths } from '../paths';
import { positiveId } from '../positive-id';

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
    key: 'inspections',
    path: paths.backOffice.inspections,
    label: (t) => t('inspections.nav'),
    description: (t) => t('inspections.description'),
    icon: SafetyCertificateOutlined,
    roles: ['inspector'],
  },
  {
    key: 'sessions',
    path: paths.backOffice.sessions,
    label: (t) => t('saleSessions.nav'),
    description: (t) => t('saleSessions.description'),
    icon: CalendarOutlined,
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
    key: 'finance',
    path: paths.backOffice.finance,
    label: (t) => t('financeDesk.nav.queue'),
    description: (t) => t('financeDesk.description.queue'),
    icon: BankOutlined,
    roles: ['finance'],
  },
  {
    key: 'transactions',
    path: paths.backOffice.transactions,
    label: (t) => t('financeDesk.nav.transactions'),
    description: (t) => t('financeDesk.description.transactions'),
    icon: FileTextOutlined,
    roles: ['finance'],
  },
  {
    key: 'audit',
    path: paths.backOffice.audit,
    label: (t) => t('auditLog.nav'),
    description: (t) => t('auditLog.description'),
    icon: AuditOutlined,
    roles: ['admin', 'operations'],
  },
  {
    key: 'users',
    path: paths.backOffice.users,
    label: (t) => t('admin.nav.users'),
    description: (t) => t('admin.nav.usersDescription'),
    icon: TeamOutlined,
    // Operations find a caller here to give a help code; the other actions are the admin's.
    roles: ['admin', 'operations'],
  },
  {
    key: 'groups',
    path: paths.backOffice.groups,
    label: (t) => t('admin.nav.groups'),
    description: (t) => t('admin.nav.groupsDescription'),
    icon: ApartmentOutlined,
    roles: ['admin'],
  },
  {
    key: 'markets',
    path: paths.backOffice.markets,
    label: (t) => t('admin.nav.markets'),
    description: (t) => t('admin.nav.marketsDescription'),
    icon: GlobalOutlined,
    roles: ['admin'],
  },
  {
    key: 'outbox',
    path: paths.backOffice.outbox,
    label: (t) => t('admin.nav.outbox'),
    description: (t) => t('admin.nav.outboxDescription'),
    icon: MailOutlined,
    roles: ['admin'],
  },
];

/**
 * The back office page of each kind of record that has one, and the list it is reached from. A
 * group opens as its accounts, the list the groups page links its member count to.
 */
const RECORD_PAGES: Partial<
  Record<AuditEntityType, { via: string; path: (id: number) => string }>
> = {
  auction_session: { via: 'sessions', path: paths.backOffice.session.build },
  transaction: { via: 'transactions', path: paths.backOffice.transaction.build },
  group: { via: 'users', path: (id) => `${paths.backOffice.users}?group_id=${id}` },
};

/**
 * Where a user with `roles` opens a record the audit log names: its page, when it has one and
 * the user's roles reach the list it belongs to; otherwise null.
 */
export function recordPageFor(
  roles: readonly StaffRole[],
): (type: AuditEntityType, id: string) => string | null {
  const reachable = new Set(itemsForRoles(BACK_OFFICE_NAV, roles).map((item) => item.key));
  return (type, id) => {
    const page = RECORD_PAGES[type];
    const number = positiveId(id);
    return page && number !== null && reachable.has(page.via) ? page.path(number) : null;
  };
}
