import { useRoutes, type RouteObject } from 'react-router';
import { AuditLogPage } from '../../features/audit-log/pages/audit-log-page';
import { ReviewQueuePage } from '../../features/listing-review/pages/review-queue-page';
import { RunSheetPage } from '../../features/run-sheet/pages/run-sheet-page';
import { relativeTo } from '../frame/relative-path';
import { paths } from '../paths';
import { BackOfficeHome } from './back-office-home';
import { NotFoundView } from '../not-found-view';

/** The back office's pages: one chunk with its frame, loaded when staff first open it. */
const backOfficeRoutes: RouteObject[] = [
  { index: true, element: <BackOfficeHome /> },
  {
    path: relativeTo(paths.backOffice.home, paths.backOffice.review),
    element: <ReviewQueuePage />,
  },
  { path: relativeTo(paths.backOffice.home, paths.backOffice.runSheet), element: <RunSheetPage /> },
  { path: relativeTo(paths.backOffice.home, paths.backOffice.audit), element: <AuditLogPage /> },
  { path: '*', element: <NotFoundView side="other" /> },
];

export function BackOfficePages() {
  return useRoutes(backOfficeRoutes);
}
