import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import type { BackTo } from '../lib/back-to';
import { BackLink } from './back-link';

const fallback: BackTo = { path: '/auctions/live', labelKey: 'detail.back' };

function renderOpenedWith(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/auctions/7', state }]}>
      <BackLink fallback={fallback} />
    </MemoryRouter>,
  );
  return screen.getByTestId('back-link');
}

beforeAll(async () => {
  await initI18n('en');
});

describe('BackLink', () => {
  it('returns to the list the page was opened from, with its filters, under that list’s name', () => {
    const link = renderOpenedWith({
      backTo: { path: '/auctions/ended-bids?tag=won', labelKey: 'portal.lists.endedBids.title' },
    });
    expect(link.textContent?.trim()).toBe('Ended bids');
    expect(link.getAttribute('href')).toBe('/auctions/ended-bids?tag=won');
  });

  it('names a storefront after its seller', () => {
    const link = renderOpenedWith({
      backTo: {
        path: '/storefronts/3',
        labelKey: 'detail.backToStorefront',
        labelValues: { name: 'Prime Motors' },
      },
    });
    expect(link.textContent?.trim()).toBe('Storefront of Prime Motors');
  });

  it('falls back to the live list after a direct visit', () => {
    const link = renderOpenedWith(null);
    expect(link.textContent?.trim()).toBe('Live auctions');
    expect(link.getAttribute('href')).toBe('/auctions/live');
  });

  it('falls back when the name it was given is not a text of the app', () => {
    const link = renderOpenedWith({
      backTo: { path: '/auctions/pinned', labelKey: 'no.such.key' },
    });
    expect(link.textContent?.trim()).toBe('Live auctions');
  });
});
