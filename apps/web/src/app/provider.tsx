import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { ANTD_LOCALES } from '../i18n/antd-locale';
import type { AppStore } from '../store/store';
import { useAppSelector } from '../store/hooks';
import { LanguageSync } from './language-sync';
import type { AppRouter } from './routes';
import { appTheme } from './theme';
import { useValidateMessages } from './use-validate-messages';

function ThemedApp({ router }: { router: AppRouter }) {
  const language = useAppSelector((state) => state.currentUser.currentLanguage);
  const validateMessages = useValidateMessages();
  return (
    <ConfigProvider theme={appTheme} locale={ANTD_LOCALES[language]} form={{ validateMessages }}>
      <AntApp notification={{ placement: 'topRight', top: 24 }} message={{ duration: 3 }}>
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
