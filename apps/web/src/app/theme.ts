import type { ThemeConfig } from 'antd';

/** True when the person has asked their system for less motion (an accessibility setting). */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** A calm, dense trading-desk look: one strong blue for actions, neutral greys, tabular numbers. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorError: '#dc2626',
    colorWarning: '#d97706',
    colorInfo: '#1d4ed8',
    colorBgLayout: '#f3f5f8',
    colorTextBase: '#0f172a',
    borderRadius: 8,
    // Popups and messages appear at once for people who asked for less motion.
    motion: !prefersReducedMotion(),
    fontFamily:
      "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans Thai', 'Leelawadee UI', sans-serif",
  },
  components: {
    Layout: { headerBg: '#0b2540', headerHeight: 56, headerPadding: '0 20px' },
    Card: { headerFontSize: 15 },
    Button: { fontWeight: 600 },
  },
};
