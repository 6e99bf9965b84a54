import type { Handover } from '@autobid/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { buildStaffTransaction } from '../testing/finance-fixtures';
import { HandoverPhotosCard } from './handover-photos-card';

/** A stand-in for the browser's XMLHttpRequest: the test decides each request's progress and answer. */
class FakeUpload {
  static requests: FakeUpload[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    this.body = body;
    FakeUpload.requests.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const PHOTO = '/general/api/v2/transactions/12/handover/a.webp?expires=1&signature=ab';

function handover(overrides: Partial<Handover> = {}): Handover {
  return {
    received_by: 'Tan Ah Kow',
    odometer_km: 48_210,
    photo_count: 0,
    photos: [],
    note: null,
    at: '2030-01-03T02:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  setTestRuntimeConfig();
  FakeUpload.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

const photoFile = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

describe('HandoverPhotosCard', () => {
  it('sends the chosen photos one by one with their progress, says why one is refused, and reloads once at the end', async () => {
    const onUploaded = vi.fn();
    await renderWithProviders(
      <HandoverPhotosCard
        transaction={buildStaffTransaction({ status: 'handed_over', handover: handover() })}
        onUploaded={onUploaded}
      />,
    );
    const input = screen.getByTestId<HTMLInputElement>('handover-photo-input');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.multiple).toBe(true);

    fireEvent.change(input, {
      target: { files: [photoFile('front.jpg'), photoFile('notes.jpg')] },
    });
    await waitFor(() => expect(FakeUpload.requests).toHaveLength(1));
    const [first] = FakeUpload.requests;
    expect(first!.method).toBe('POST');
    expect(first!.url).toBe('/portal/api/v2/staff/transactions/12/handover/photos');
    expect((first!.body!.get('file') as File).name).toBe('front.jpg');
    first!.progress(40, 100);
    const items = () => screen.getAllByTestId('handover-photo-item');
    expect(items()[0]!.textContent).toContain('Sending 40%');
    expect(items()[1]!.textContent).toContain('Waiting');

    first!.respond(201, { data: { id: 12, status: 'handed_over', version: 7, photos: [PHOTO] } });
    await waitFor(() => expect(FakeUpload.requests).toHaveLength(2));
    expect(items()[0]!.textContent).toContain('Added');
    expect(onUploaded).not.toHaveBeenCalled();
    FakeUpload.requests[1]!.respond(415, {
      code: 'file_type_not_allowed',
      message: 'A handover photo must be a JPEG, PNG or WebP image.',
    });

    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    const refusal = within(items()[1]!).getByRole('alert');
    expect(refusal.textContent).toContain('This kind of file is not accepted');
    expect(refusal.textContent).not.toContain('A handover photo must be');
    expect(screen.getByTestId('handover-photo-queue').textContent).toContain('1 of 2 sent');
  });

  it('when the record is full the next photos are refused with the limit and no more are sent', async () => {
    const onUploaded = vi.fn();
    await renderWithProviders(
      <HandoverPhotosCard
        transaction={buildStaffTransaction({
          status: 'handed_over',
          handover: handover({
            photo_count: 11,
            photos: Array.from({ length: 11 }, (_, i) => `${PHOTO}&n=${i}`),
          }),
        })}
        onUploaded={onUploaded}
      />,
    );
    fireEvent.change(screen.getByTestId('handover-photo-input'), {
      target: { files: [photoFile('a.jpg'), photoFile('b.jpg')] },
    });
    await waitFor(() => expect(FakeUpload.requests).toHaveLength(1));
    FakeUpload.requests[0]!.respond(422, { code: 'file_limit_reached', message: 'full' });
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(FakeUpload.requests).toHaveLength(1);
    for (const item of screen.getAllByTestId('handover-photo-item'))
      expect(item.textContent).toContain('This handover already holds 12 photos.');
  });

  it('shows the photos as thumbnails that open the full image, and offers no picker once twelve are kept', async () => {
    const photos = Array.from({ length: 12 }, (_, i) => `${PHOTO}&n=${i}`);
    await renderWithProviders(
      <HandoverPhotosCard
        transaction={buildStaffTransaction({
          status: 'completed',
          handover: handover({ photo_count: 12, photos }),
        })}
        onUploaded={vi.fn()}
      />,
    );
    const thumbnails = within(screen.getByTestId('handover-photo-thumbnails')).getAllByRole('link');
    expect(thumbnails).toHaveLength(12);
    expect(thumbnails[0]!.getAttribute('href')).toBe(photos[0]);
    expect(thumbnails[0]!.getAttribute('target')).toBe('_blank');
    expect(within(thumbnails[0]!).getByRole('img').getAttribute('src')).toBe(photos[0]);
    expect(screen.queryByTestId('handover-photo-input')).toBeNull();
    expect(screen.getByTestId('handover-photos').textContent).toContain('(12)');
  });
});
