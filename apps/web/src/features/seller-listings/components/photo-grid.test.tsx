import type { ListingFile } from '@autobid/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadSideTexts } from '../../../i18n/i18n';
import { PhotoGrid, moveItem } from './photo-grid';
import { UploadList } from './upload-list';

const photo = (id: number): ListingFile => ({
  id,
  kind: 'photo',
  position: id - 1,
  file_name: `${id}.jpg`,
  caption: '',
  content_type: 'image/webp',
  bytes: 1000,
  width: 1600,
  height: 1200,
  url: `/media/listings/1/photos/${id}-display.webp?expires=1&signature=x`,
  thumbnail_url: `/media/listings/1/photos/${id}-thumbnail.webp?expires=1&signature=x`,
  created_at: '2026-03-02T09:00:00.000Z',
});

beforeAll(async () => {
  await initI18n('en');
  await loadSideTexts();
});

describe('moving a photo', () => {
  it('moves one id to a new place and keeps the others in order', () => {
    expect(moveItem([1, 2, 3, 4], 2, 0)).toEqual([3, 1, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 2, 3]);
  });
});

describe('PhotoGrid', () => {
  function renderGrid(onReorder = vi.fn()) {
    render(
      <PhotoGrid
        photos={[photo(1), photo(2), photo(3)]}
        isEditable
        disabled={false}
        onReorder={onReorder}
        onDelete={vi.fn()}
        onCaption={vi.fn()}
      />,
    );
    return onReorder;
  }

  it('marks the first photo as the cover; "Make cover" on the third puts it first', () => {
    const onReorder = renderGrid();
    expect(within(screen.getByTestId('photo-0')).getByText('Cover')).toBeTruthy();
    expect(screen.getAllByTestId('photo-cover')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('make-cover-2'));
    expect(onReorder).toHaveBeenCalledWith([3, 1, 2]);
  });

  it('moves a photo with its buttons, for a phone or a keyboard; the first cannot move earlier', () => {
    const onReorder = renderGrid();
    const first = within(screen.getByTestId('photo-0'));
    expect(first.getByRole('button', { name: 'Move earlier' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(first.getByRole('button', { name: 'Move later' }));
    expect(onReorder).toHaveBeenLastCalledWith([2, 1, 3]);
    fireEvent.click(
      within(screen.getByTestId('photo-2')).getByRole('button', { name: 'Move earlier' }),
    );
    expect(onReorder).toHaveBeenLastCalledWith([1, 3, 2]);
  });
});

describe('UploadList', () => {
  it('shows a refused file with the reason in the person’s language, never the server’s words', () => {
    const file = new File(['x'], 'IMG_0042.HEIC');
    render(
      <UploadList
        items={[
          {
            key: 1,
            kind: 'photo',
            file,
            state: 'failed',
            progress: 0,
            failure: { status: 415, code: 'heic_not_supported', message: 'server words' },
          },
        ]}
        onDismiss={vi.fn()}
      />,
    );
    const error = screen.getByTestId('upload-error').textContent ?? '';
    expect(error).toContain('IMG_0042.HEIC was not added: HEIC photos cannot be read.');
    expect(error).not.toContain('server words');
  });
});
