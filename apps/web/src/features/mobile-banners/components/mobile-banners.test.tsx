import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMobileBanner } from '../../../testing/portal-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { MobileBanners } from './mobile-banners';

const jsdomMatchMedia = window.matchMedia.bind(window);

/** Makes the width queries see a window of this width (jsdom has no layout). */
function useWindowWidth(width: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...jsdomMatchMedia(query), matches, media: query };
  };
}

function answerBanners(status: number, body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(status, body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(setTestRuntimeConfig);
afterEach(() => {
  vi.unstubAllGlobals();
  window.matchMedia = jsdomMatchMedia;
  window.localStorage.clear();
});

describe('MobileBanners', () => {
  it('on a desk, shows every banner in a slim strip; a banner with an in-app link leads there', async () => {
    useWindowWidth(1280);
    const fetchMock = answerBanners(200, {
      data: [
        buildMobileBanner({ id: 1, title: 'Weekend trade-ins', link_url: '/storefronts/7' }),
        buildMobileBanner({ id: 2, title: 'Fleet sale', link_url: null }),
      ],
    });
    await renderWithProviders(<MobileBanners />);
    const strip = await screen.findByTestId('mobile-banners');
    expect(strip.dataset.variant).toBe('strip');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/general/api/v2/mobile-banners',
    );
    const banners = screen.getAllByTestId('mobile-banner');
    expect(banners.map((banner) => banner.dataset.bannerId)).toEqual(['1', '2']);
    expect(banners[0]!.getAttribute('href')).toBe('/storefronts/7');
    expect(banners[1]!.tagName).toBe('DIV');
  });

  it('on a phone with cards chosen, shows the banners as a carousel of full slides with a dot each', async () => {
    useWindowWidth(390);
    window.localStorage.setItem('list_density', 'cards');
    answerBanners(200, {
      data: [
        buildMobileBanner({ id: 1, title: 'First' }),
        buildMobileBanner({ id: 2, title: 'Second' }),
      ],
    });
    await renderWithProviders(<MobileBanners />);
    const carousel = await screen.findByTestId('mobile-banners');
    expect(carousel.dataset.variant).toBe('carousel');
    expect(carousel.dataset.slide).toBe('slide');
    expect(carousel.querySelectorAll('.banner-carousel__slide .mobile-banner--slide')).toHaveLength(
      2,
    );
    expect(screen.getAllByText('Second').length).toBeGreaterThan(0);
    const dots = screen.getAllByTestId('banner-dot');
    expect(dots).toHaveLength(2);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(dots[1]!);
    expect(dots[1]!.getAttribute('aria-current')).toBe('true');
  });

  it('on a phone with compact lists chosen, shows the carousel as slim strips so the cars start higher', async () => {
    useWindowWidth(390);
    window.localStorage.setItem('list_density', 'compact');
    answerBanners(200, {
      data: [
        buildMobileBanner({ id: 1, title: 'First' }),
        buildMobileBanner({ id: 2, title: 'Second' }),
      ],
    });
    await renderWithProviders(<MobileBanners />);
    const carousel = await screen.findByTestId('mobile-banners');
    expect(carousel.dataset.slide).toBe('strip');
    expect(carousel.querySelectorAll('.mobile-banner--slide')).toHaveLength(0);
    expect(carousel.querySelectorAll('.mobile-banner--strip').length).toBeGreaterThan(0);
  });

  it('takes no room when the market has no banners or they cannot be loaded', async () => {
    useWindowWidth(1280);
    const fetchMock = answerBanners(200, { data: [] });
    const { container, unmount } = await renderWithProviders(<MobileBanners />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('[data-testid="mobile-banners"]')).toBeNull();
    unmount();

    answerBanners(500, { code: 'internal_error', message: 'down' });
    const failed = await renderWithProviders(<MobileBanners />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failed.container.querySelector('[data-testid="mobile-banners"]')).toBeNull();
  });
});
