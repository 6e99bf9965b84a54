import type { ThemeConfig } from 'antd';

/** True when the person has asked their system for less motion (an accessibility setting). */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * A calm, dense trading-desk look: one strong blue for actions, neutral greys, tabular numbers.
 * Every text colour keeps a contrast of 4.5:1 (WCAG AA) on the page background and on white,
 * tags included: hence secondary text, placeholders and some tag colours darker than antd's
 * defaults (docs/accessibility.md).
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorError: '#dc2626',
    colorWarning: '#d97706',
    colorInfo: '#1d4ed8',
    colorTextTertiary: '#5b6475',
    colorTextDescription: '#5b6475',
    colorTextPlaceholder: '#6b7280',
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
    // A tag's text is its colour's 7th shade (a status tag: the status colour) on the 1st shade;
    // these are the ones below 4.5:1, each one shade darker. The tint behind stays antd's.
    Tag: {
      colorSuccess: '#15803d',
      colorWarning: '#b45309',
      colorError: '#b91c1c',
      green7: '#237804',
      gold7: '#874d00',
      yellow7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      cyan7: '#006d75',
      lime7: '#3f6600',
    },
  },
};
