import { useRoutes, type RouteObject } from 'react-router';

import { BackOfficeHome } from './back-office-home';
import { NotFoundView } from '../not-found-view';

/** The back office's pages: one chunk with its frame, loaded when staff first open it. */
const backOfficeRoutes: RouteObject[] = [
  { index: true, element: <BackOfficeHome /> },
  { path: '*', element: <NotFoundView /> },
];

export function BackOfficePages() {
  return useRoutes(backOfficeRoutes);
}
