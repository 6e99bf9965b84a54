import { render, screen, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { setupStore } from './store';
import {
  buildFileItem,
  buildPhoto,
  buildPortalAuctionDetail,
  buildStorefront,
} from '../testing/portal-factory';
import { buildAuction } from '../testing/auction-factory';
import { jsonResponse, setTestRuntimeConfig } from '../testing/test-runtime-config';
import { showcaseRoutes } from './showcase-routes';

async function renderAt(path: string) {
  await initI18n('en');
  const router = createMemoryRouter(showcaseRoutes, { initialEntries: [path] });
  render(
    <Provider store={setupStore()}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </Provider>,
  );
}

/** A fetch that answers by path; anything else is a failing test, not a silent empty answer. */
function answerByPath(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn((input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected call to ${path}`);
    return Promise.resolve(answer());
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calledUrl = (fetchMock: ReturnType<typeof answerByPath>, n = 0) =>
  new URL(String(fetchMock.mock.calls[n]?.[0]), 'http://localhost');

beforeEach(setTestRuntimeConfig);
// The summary route loads its code on first visit; compiling it here keeps that out of the tests' time.
beforeAll(() => import('./auction-summary-route'), 30_000);
afterEach(() => vi.unstubAllGlobals());

describe('auction summary route', () => {
  it('loads the detail with every include and shows the result, the gallery, the inspector’s photos and the files', async () => {
    const auction = buildPortalAuctionDetail({
      id: 42,
      inventory: {
        ...buildAuction().inventory,
        photos: [buildPhoto({ url: '/media/cars/11-1.svg' })],
      },
      extra_inspection_photos: [
        buildPhoto({ url: '/media/extra/1.svg', caption: 'Scratch on rear bumper' }),
      ],
      associated_files: [buildFileItem({ id: 9, name: 'Service book' })],
    });
    const fetchMock = answerByPath({
      '/portal/api/v2/dealers/auctions/42/detail': () => jsonResponse(200, { data: auction }),
    });
    await renderAt('/auctions/42/summary');

    expect(await screen.findByTestId('auction-summary')).toBeTruthy();
    expect(calledUrl(fetchMock).searchParams.get('include')).toBe(
      'extra_inspection_photos,associated_files,active_inspection,bids',
    );
    expect(screen.getByTestId('summary-title').textContent).toBe('2019 Honda Civic');
    expect(screen.getAllByTestId('summary-result')[0]!.dataset.result).toBe('won');
    expect(screen.getByTestId('photo-gallery')).toBeTruthy();
    expect(screen.getByText('Scratch on rear bumper')).toBeTruthy();
    expect(screen.getAllByText('Service book').length).toBeGreaterThan(0);
    expect(screen.getByTestId('vehicle-facts')).toBeTruthy();
  });

  it('names an auction the server does not know as not found, with the way back to the ended bids', async () => {
    answerByPath({
      '/portal/api/v2/dealers/auctions/999/detail': () =>
        jsonResponse(404, { code: 'not_found', message: 'Auction not found' }),
    });
    await renderAt('/auctions/999/summary');
    const missing = await screen.findByTestId('record-not-found');
    expect(missing.textContent).toContain('Auction #999 does not exist.');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/auctions/ended-bids');
    expect(screen.queryByTestId('auction-summary')).toBeNull();
  });

  it('shows the not-found view for an id that is not a number, without asking the server', async () => {
    const fetchMock = answerByPath({});
    await renderAt('/auctions/abc/summary');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry, not the not-found view, when the server fails', async () => {
    answerByPath({
      '/portal/api/v2/dealers/auctions/5/detail': () =>
        jsonResponse(500, { code: 'internal_error', message: 'boom' }),
    });
    await renderAt('/auctions/5/summary');
    expect(await screen.findByText('This auction summary could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('not-found')).toBeNull();
  });
});

describe('storefront routes', () => {
  it('lists the market’s storefronts, featured first, each linking to its page', async () => {
    answerByPath({
      '/auction/api/v2/config/storefronts': () =>
        jsonResponse(200, {
          data: [
            buildStorefront({ group_id: 3, name: 'Plain Motors', is_featured: false }),
            buildStorefront({ group_id: 7, name: 'Star Cars', is_featured: true }),
          ],
        }),
    });
    await renderAt('/storefronts');
    const cards = await screen.findAllByTestId('storefront-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/storefronts/7',
      '/storefronts/3',
    ]);
    expect(cards[0]!.textContent).toContain('Star Cars');
  });

  it('shows one storefront with its contact and only its group’s live auctions, linking to each auction', async () => {
    const fetchMock = answerByPath({
      '/general/api/v2/groups/7/storefront': () =>
        jsonResponse(200, {
          data: buildStorefront({ group_id: 7, name: 'Star Cars', email: 'sales@star.test' }),
        }),
      '/auction/api/v2/dealers/auctions/live': () =>
        jsonResponse(200, {
          data: [buildAuction({ id: 31 }), buildAuction({ id: 32 })],
          meta: { pagination: { total: 2, per_page: 50, current_page: 1, last_page: 1 } },
        }),
    });
    await renderAt('/storefronts/7');
    expect((await screen.findByTestId('storefront-name')).textContent).toContain('Star Cars');
    expect(screen.getByRole('link', { name: 'sales@star.test' }).getAttribute('href')).toBe(
      'mailto:sales@star.test',
    );
    const cards = await screen.findAllByTestId('storefront-auction');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/auctions/31',
      '/auctions/32',
    ]);
    const live = fetchMock.mock.calls
      .map((_, n) => calledUrl(fetchMock, n))
      .find((url) => url.pathname.endsWith('/live'));
    expect(live?.searchParams.get('filter[group_id]')).toBe('7');
  });

  it('shows the not-found view for a group without a storefront', async () => {
    answerByPath({
      '/general/api/v2/groups/8/storefront': () =>
        jsonResponse(404, { code: 'not_found', message: 'No storefront' }),
      '/auction/api/v2/dealers/auctions/live': () =>
        jsonResponse(200, {
          data: [],
          meta: { pagination: { total: 0, per_page: 50, current_page: 1, last_page: 1 } },
        }),
    });
    await renderAt('/storefronts/8');
    const missing = await screen.findByTestId('record-not-found');
    expect(missing.textContent).toContain('Storefront not found');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/storefronts');
  });
});
