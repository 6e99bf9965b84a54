import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { setOutsideNavigate } from './app-navigation';
import type { AppStore } from './store';
import { LanguageSync } from './language-sync';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './routes';
import { CentralSessionWatch } from '../features/central-sign-in/central-session-watch';

/** Hands the router's navigate to code outside React (`app-navigation.ts`). */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setOutsideNavigate(navigate);
    return () => setOutsideNavigate(null);
  }, [navigate]);
  return null;
}

function Pages() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <AppRoutes />
    </RouteErrorBoundary>
  );
}

/**
 * The store and the router. A declarative router: the app loads its pages itself (`route-pages.ts`)
 * and needs none of the data router's loaders, which would cost every page about 13 kB of script.
 * Ant Design's context comes with the pages that use it (`AntdRoot`).
 */
export function AppProvider({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <LanguageSync />
      <BrowserRouter>
        <NavigationBridge />
        <CentralSessionWatch />
        <Pages />
      </BrowserRouter>
    </Provider>
  );
}
