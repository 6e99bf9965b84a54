import type { RouteObject } from 'react-router';

/** The signed-in routes of the auction summary and the storefronts; `routes.tsx` mounts them. */
export const showcaseRoutes: RouteObject[] = [];
