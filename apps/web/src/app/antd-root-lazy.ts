import { lazy } from 'react';

/**
 * Ant Design's context (`antd-root.tsx`), fetched with the first page built with Ant Design: the
 * seller and back-office frames set it around themselves, the dealer's frame around every page
 * but the open lists.
 */
export const loadAntdRoot = () => import('./antd-root');

export const AntdRoot = lazy(() => loadAntdRoot().then((m) => ({ default: m.AntdRoot })));
