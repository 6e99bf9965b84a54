import { lazy } from 'react';

/** Ant Design's context for signed-in pages, fetched on the first signed-in page (`antd-root.tsx`). */
export const loadAntdRoot = () => import('./antd-root');

export const AntdRoot = lazy(() => loadAntdRoot().then((m) => ({ default: m.AntdRoot })));
