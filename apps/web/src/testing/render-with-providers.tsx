import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { initI18n, loadSideTexts } from '../i18n/i18n';
import { loadSignedOutTexts } from '../i18n/i18n';
import { loadAuctionPageTexts } from '../i18n/i18n';
import type { RootState } from '../lib/state/root-state';
import { setupStore } from './test-store';

/** Renders UI with the real store, English texts, antd's App context and a router. */
export async function renderWithProviders(ui: ReactElement, preloadedState?: Partial<RootState>) {
  await initI18n('en');
  await loadSideTexts();
  await loadSignedOutTexts();
  await loadAuctionPageTexts();
  const store = setupStore(preloadedState);
  const view = render(
    <Provider store={store}>
      <AntApp>
        <MemoryRouter>{ui}</MemoryRouter>
      </AntApp>
    </Provider>,
  );
  return { store, ...view };
}
