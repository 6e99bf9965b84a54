import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useDecorativeIcons } from '../components/decorative-icons';
import { useAntdLocale } from '../i18n/antd-locale';
import { NOTICE_SECONDS, NOTIFICATION_OFFSET, NOTIFICATION_SECONDS } from '../lib/feedback';
import { useAppSelector } from '../lib/state/hooks';
import { appTheme } from './theme';
import { useValidateMessages } from './use-validate-messages';

/** Spec §9: a plain notice lasts 1.5 s; callers showing a toast pass `TOAST_SECONDS` themselves. */
const messageConfig = { duration: NOTICE_SECONDS };
const notificationConfig = {
  placement: 'topRight',
  top: NOTIFICATION_OFFSET,
  duration: NOTIFICATION_SECONDS,
} as const;

/**
 * Ant Design's theme, language and notice context for the signed-in pages. It is a chunk of its
 * own, so the sign-in page (plain markup) sends no Ant Design code to a phone.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  const language = useAppSelector((state) => state.currentUser.currentLanguage);
  const validateMessages = useValidateMessages();
  const locale = useAntdLocale(language);
  useDecorativeIcons();
  return (
    <ConfigProvider theme={appTheme} locale={locale} form={{ validateMessages }}>
      <AntApp notification={notificationConfig} message={messageConfig}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
