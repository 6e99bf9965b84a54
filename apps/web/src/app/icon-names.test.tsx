import * as svgIcons from '@ant-design/icons-svg';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalListPage } from '../features/dealer-lists/pages/portal-list-page';
import { TransactionPage } from '../features/transaction/pages/transaction-page';
import { applyLanguage, initI18n, loadSideTexts } from '../i18n/i18n';
import { NoResizeObserver } from '../testing/no-resize-observer';
import { buildPortalAuctionDetail } from '../testing/portal-factory';
import { jsonResponse, setTestRuntimeConfig } from '../testing/test-runtime-config';
import { setupStore } from '../testing/test-store';
import {
  buildDealerSession,
  buildFloorStockAccount,
  buildPayment,
  buildPickupLocation,
  buildTransaction,
} from '../testing/transaction-factory';
import { AntdRoot } from './antd-root';

configure({ asyncUtilTimeout: 5000 });

/** Every name `@ant-design/icons` may put on a glyph: its English file name (`close`, `down`, …). */
const ICON_NAMES = new Set(
  Object.values(svgIcons as Record<string, { name?: unknown }>)
    .map((definition) => definition.name)
    .filter((name): name is string => typeof name === 'string'),
);

type Answer = () => Response;
let answers: Array<{ path: RegExp; answer: Answer }>;
const fetchMock = vi.fn(async (url: string) => {
  const route = answers.find((a) => a.path.test(url));
  return route ? route.answer() : jsonResponse(404, { message: 'none', code: 'not_found' });
});
const on = (path: RegExp, answer: Answer) => answers.push({ path, answer });

async function renderInThai(ui: ReactNode, path = '/') {
  await initI18n('th');
  await loadSideTexts();
  applyLanguage('th');
  const session = buildDealerSession();
  const store = setupStore({
    currentUser: {
      ...session,
      currentLanguage: 'th',
      user: session.user && { ...session.user, locale: { language: 'th' } },
    },
  });
  return render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AntdRoot>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </AntdRoot>
      </MemoryRouter>
    </Provider>,
  );
}

/** The aria-labels on the page that are an icon's English name. */
function englishIconLabels(): string[] {
  return [...document.querySelectorAll('[aria-label]')]
    .map((element) => element.getAttribute('aria-label') ?? '')
    .filter((label) => ICON_NAMES.has(label));
}

/** Every antd glyph on the page is hidden from screen readers, and there are some to check. */
async function expectDecorativeIcons(atLeast: number) {
  await waitFor(() => {
    const icons = [...document.querySelectorAll('.anticon')];
    expect(icons.length).toBeGreaterThanOrEqual(atLeast);
    expect(englishIconLabels()).toEqual([]);
    expect(icons.filter((icon) => icon.getAttribute('aria-hidden') !== 'true')).toEqual([]);
  });
}

beforeEach(() => {
  answers = [];
  fetchMock.mockClear();
  setTestRuntimeConfig();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  applyLanguage('en');
});

describe('antd icons on the dealer side in Thai (docs/accessibility.md)', () => {
  it('a purchase page with alerts, the ways to pay, the steps and the collection reads no English icon name', async () => {
    on(/\/dealers\/transactions\/12\?/, () =>
      jsonResponse(200, {
        data: buildTransaction({
          payments: [buildPayment({ status: 'rejected', reject_reason: 'ยอดเงินไม่ครบ' })],
          floorstock_account: buildFloorStockAccount({ pending: 40_000, available: 340_000 }),
        }),
      }),
    );
    on(/\/floor-stock\/group-info\/groups\/5$/, () =>
      jsonResponse(200, {
        data: buildFloorStockAccount({ pending: 40_000, available: 340_000 }),
      }),
    );
    on(/\/dealers\/transactions\/12\/pickup-locations$/, () =>
      jsonResponse(200, { data: { locations: [buildPickupLocation()], plan: null } }),
    );
    await renderInThai(
      <TransactionPage
        transactionId={12}
        backPath="/purchases/success"
        historyPath="/purchases/history"
      />,
    );
    await screen.findByTestId('trx-floor-stock');
    expect(screen.getByTestId('trx-floor-stock-pending').textContent).toContain('รอการอนุมัติ');
    await expectDecorativeIcons(6);
  });

  it('a purchases list with its cards and pagination reads no English icon name, and its arrows are named in Thai', async () => {
    const auctions = [1, 2, 3].map((id) =>
      buildPortalAuctionDetail({
        id,
        transactions: [
          {
            id: 40 + id,
            status: 'paid',
            total: 55_170,
            due_at: '2030-01-04T11:00:00.000Z',
            is_overdue: false,
            paid_by: 'floor_stock',
            floorstock_financing: {
              status: 'approved',
              amount: 55_170,
              provider: 'Maybank Floor Stock',
            },
          },
        ],
      }),
    );
    on(/\/dealers\/auctions\/success/, () =>
      jsonResponse(200, {
        data: auctions,
        meta: { pagination: { total: 60, per_page: 20, current_page: 1, last_page: 3 } },
      }),
    );
    await renderInThai(
      <PortalListPage
        list="success"
        summaryPath={(id) => `/auctions/${id}/summary`}
        transactionPath={(id) => `/transactions/${id}`}
      />,
      '/purchases/success',
    );
    expect(await screen.findAllByTestId('financing-tag')).toHaveLength(3);
    await expectDecorativeIcons(6);
    const previous = document.querySelector('.ant-pagination-prev button');
    const next = document.querySelector('.ant-pagination-next button');
    await waitFor(() => {
      expect(previous?.getAttribute('aria-label')).toBe('หน้าก่อนหน้า');
      expect(next?.getAttribute('aria-label')).toBe('หน้าถัดไป');
    });
  });

  it('names an icon-only close button in the interface language, and again when it changes', async () => {
    await renderInThai(<Alert type="warning" showIcon closable title="ชำระเงินเลยกำหนด" />);
    const closeName = () =>
      document.querySelector('.ant-alert-close-icon')?.getAttribute('aria-label');
    await waitFor(() => expect(closeName()).toBe('ปิด'));
    await expectDecorativeIcons(2);
    act(() => applyLanguage('id'));
    await waitFor(() => expect(closeName()).toBe('Tutup'));
    expect(englishIconLabels()).toEqual([]);
  });
});
