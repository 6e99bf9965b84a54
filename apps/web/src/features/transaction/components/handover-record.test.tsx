import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { HandoverRecord } from './handover-record';

const handover = {
  received_by: 'Tan Ah Kow',
  odometer_km: 48_210,
  photo_count: 2,
  photos: [
    '/general/api/v2/transactions/12/handover/a.webp?expires=1&signature=ab',
    '/general/api/v2/transactions/12/handover/b.webp?expires=1&signature=cd',
  ],
  note: 'Two keys',
  at: '2030-01-03T02:00:00.000Z',
};

describe('HandoverRecord', () => {
  it("shows the handover's photos as thumbnails, each opening its full image in a new tab", async () => {
    await renderWithProviders(<HandoverRecord handover={handover} />);
    const links = within(screen.getByTestId('trx-handover-photos')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(handover.photos);
    expect(links[1]!.getAttribute('target')).toBe('_blank');
    expect(within(links[1]!).getByRole('img').getAttribute('src')).toBe(handover.photos[1]);
    expect(within(links[1]!).getByRole('img').getAttribute('alt')).toBe(
      'Handover photo 2: open the full image',
    );
  });

  it('a handover without photos shows no thumbnails', async () => {
    await renderWithProviders(
      <HandoverRecord handover={{ ...handover, photo_count: 0, photos: [] }} />,
    );
    expect(screen.getByTestId('trx-handover').textContent).toContain('Tan Ah Kow');
    expect(screen.queryByTestId('trx-handover-photos')).toBeNull();
  });
});
