import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppStore } from './store';
import { LanguageSync } from './language-sync';
import type { AppRouter } from './routes';

/** The store and the router; Ant Design's context comes with the signed-in pages (`AntdRoot`). */
export function AppProvider({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <Provider store={store}>
      <LanguageSync />
      <RouterProvider router={router} />
    </Provider>
  );
}
