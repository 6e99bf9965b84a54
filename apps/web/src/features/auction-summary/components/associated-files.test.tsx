import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFileItem } from '../../../testing/portal-factory';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AssociatedFiles } from './associated-files';

describe('AssociatedFiles', () => {
  it('lists each file by name; it opens in a new tab or downloads through ?download=1', async () => {
    await renderWithProviders(
      <AssociatedFiles
        files={[
          buildFileItem({
            id: 1,
            name: 'Registration card',
            file_name: 'vrc.pdf',
            url: '/portal/api/v2/files/1',
          }),
          buildFileItem({
            id: 2,
            name: '',
            file_name: 'odometer.jpg',
            url: '/portal/api/v2/files/2',
            content_type: 'image/jpeg',
          }),
        ]}
      />,
    );
    const rows = screen.getAllByTestId('summary-file');
    expect(rows.map((row) => row.dataset.fileId)).toEqual(['1', '2']);

    const first = within(rows[0]!);
    const open = first.getByTestId('summary-file-open');
    expect(open.textContent).toContain('Registration card');
    expect(open.getAttribute('href')).toBe('/portal/api/v2/files/1');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    const download = first.getByTestId('summary-file-download');
    expect(download.getAttribute('href')).toBe('/portal/api/v2/files/1?download=1');
    expect(download.getAttribute('download')).toBe('vrc.pdf');
    expect(
      first
        .getByRole('link', { name: 'Open Registration card in a new tab' })
        .getAttribute('target'),
    ).toBe('_blank');

    expect(within(rows[1]!).getByTestId('summary-file-open').textContent).toContain('odometer.jpg');
  });

  it('says there are no documents when the car has none', async () => {
    await renderWithProviders(<AssociatedFiles files={[]} />);
    expect(screen.getByText('There are no documents for this car.')).toBeTruthy();
  });
});
