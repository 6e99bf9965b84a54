import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { useAntdLocale } from '../i18n/antd-locale';
import { NOTICE_SECONDS, NOTIFICATION_OFFSET, NOTIFICATION_SECONDS } from '../lib/feedback';
import type { AppStore } from './store';
import { useAppSelector } from '../lib/state/hooks';
import { LanguageSync } from './language-sync';
import type { AppRouter } from './routes';
import { appTheme } from './theme';
import { useValidateMessages } from './use-validate-messages';

/** Spec §9: a plain notice lasts 1.5 s; callers showing a toast pass `TOAST_SECONDS` themselves. */
const messageConfig = { duration: NOTICE_SECONDS };
const notificationConfig = {
  placement: 'topRight',
  top: NOTIFICATION_OFFSET,
  duration: NOTIFICATION_SECONDS,
} as const;

function ThemedApp({ router }: { router: AppRouter }) {
  const language = useAppSelector((state) => state.currentUser.currentLanguage);
  const validateMessages = useValidateMessages();
  const locale = useAntdLocale(language);
  return (
    <ConfigProvider theme={appTheme} locale={locale} form={{ validateMessages }}>
      <AntApp notification={notificationConfig} message={messageConfig}>
        <LanguageSync />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProvider({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <ThemedApp router={router} />
    </Provider>
  );
}
