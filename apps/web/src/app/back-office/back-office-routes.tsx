import { useParams, useRoutes, type RouteObject } from 'react-router';
import { AuditLogPage } from '../../features/audit-log/pages/audit-log-page';
import { GroupsPage } from '../../features/admin/pages/groups-page';
import { MarketsPage } from '../../features/admin/pages/markets-page';
import { OutboxPage } from '../../features/admin/pages/outbox-page';
import { UsersPage } from '../../features/admin/pages/users-page';
import { FinanceQueuePage } from '../../features/finance-desk/pages/finance-queue-page';
import { StaffTransactionPage } from '../../features/finance-desk/pages/staff-transaction-page';
import { StaffTransactionsPage } from '../../features/finance-desk/pages/staff-transactions-page';
import { ReviewQueuePage } from '../../features/listing-review/pages/review-queue-page';
import { InspectionEditorPage } from '../../features/inspections/pages/inspection-editor-page';
import { InspectionQueuePage } from '../../features/inspections/pages/inspection-queue-page';
import { RunSheetPage } from '../../features/run-sheet/pages/run-sheet-page';
import { SessionPage } from '../../features/sale-sessions/pages/session-page';
import { SessionsPage } from '../../features/sale-sessions/pages/sessions-page';
import { useAppSelector } from '../../lib/state/hooks';
import { relativeTo } from '../frame/relative-path';
import { paths } from '../paths';
import { positiveId } from '../positive-id';
import { BackOfficeHome } from './back-office-home';
import { recordPageFor } from './back-office-nav';
import { NotFoundView } from '../not-found-view';

/** One transaction of the finance desk at /back-office/transactions/:transactionId. */
function StaffTransactionRoute() {
  const id = positiveId(useParams().transactionId);
  if (id === null) return <NotFoundView side="other" />;
  return (
    <StaffTransactionPage key={id} transactionId={id} listPath={paths.backOffice.transactions} />
  );
}

/** The audit log, whose records open on their own pages where the reader's roles have them. */
function AuditLogRoute() {
  const roles = useAppSelector((state) => state.currentUser.user?.staff_roles ?? []);
  return <AuditLogPage recordPath={recordPageFor(roles)} />;
}

/** The back office's pages: one chunk with its frame, loaded when staff first open it. */
const backOfficeRoutes: RouteObject[] = [
  { index: true, element: <BackOfficeHome /> },
  {
    path: relativeTo(paths.backOffice.home, paths.backOffice.review),
    element: <ReviewQueuePage />,
  },
  {
    path: relativeTo(paths.backOffice.home, paths.backOffice.inspections),
    element: <InspectionQueuePage editorPath={paths.backOffice.inspection.build} />,
  },
  {
    path: relativeTo(paths.backOffice.home, paths.backOffice.inspection.pattern),
    element: <InspectionEditorPage queuePath={paths.backOffice.inspections} />,
  },
  { path: relativeTo(paths.backOffice.home, paths.backOffice.runSheet), element: <RunSheetPage /> },
  {
    path: relativeTo(paths.backOffice.home, paths.backOffice.sessions),
    element: <SessionsPage sessionPath={paths.backOffice.session.build} />,
  },
  {
    path: relativeTo(paths.backOffice.home, paths.backOffice.session.pattern),
    element: <SessionPage listPath={paths.backOffice.sessions} />,
  },
  {
    path: relativeTo(paths.backOffice.home, paths.backOffice.finance),
    element: <FinanceQueuePage transactionPath={paths.backOffice.transaction.build} />,
  },
  {
    path: relativeTo(paths.backOffice.home, paths.backOffice.transactions),
    element: <StaffTransactionsPage transactionPath={paths.backOffice.transaction.build} />,
  },
  {
    path: relativeTo(paths.backOffice.home, paths.backOffice.transaction.pattern),
    element: <StaffTransactionRoute />,
  },
  { path: relativeTo(paths.backOffice.home, paths.backOffice.audit), element: <AuditLogRoute /> },
  { path: relativeTo(paths.backOffice.home, paths.backOffice.users), element: <UsersPage /> },
  {
    path: relativeTo(paths.backOffice.home, paths.backOffice.groups),
    element: <GroupsPage usersPath={paths.backOffice.users} />,
  },
  { path: relativeTo(paths.backOffice.home, paths.backOffice.outbox), element: <OutboxPage /> },
  { path: relativeTo(paths.backOffice.home, paths.backOffice.markets), element: <MarketsPage /> },
  { path: '*', element: <NotFoundView side="other" /> },
];

export function BackOfficePages() {
  return useRoutes(backOfficeRoutes);
}
