import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { BACK_OFFICE_NAV } from './back-office-nav';

const BackOfficeHome = lazy(() =>
  import('./back-office-home').then((m) => ({ default: m.BackOfficeHome })),
);
const NotFoundView = lazy(() =>
  import('../not-found-view').then((m) => ({ default: m.NotFoundView })),
);

/** The back office's pages, each loaded on first visit. */
export const backOfficeRoutes: RouteObject[] = [
  { index: true, element: <BackOfficeHome items={BACK_OFFICE_NAV} /> },
  { path: '*', element: <NotFoundView /> },
];
