import type { DevOutboxMessage } from '@autobid/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { jsonResponse, setTestRuntimeConfig } from '../../../testing/test-runtime-config';
import { DEV_OUTBOX_REFRESH_MS, DevOutboxPage } from './dev-outbox-page';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

function buildMessage(overrides: Partial<DevOutboxMessage> = {}): DevOutboxMessage {
  return {
    id: 1,
    channel: 'sms',
    to: '+60123456701',
    subject: '',
    body: 'Your AutoBid code is 482913.',
    created_at: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

describe('the dev outbox page', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setTestRuntimeConfig();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('lists what was sent, newest first, with the code and the link picked out', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, {
        data: [
          buildMessage(),
          buildMessage({
            id: 2,
            channel: 'email',
            to: 'dealer.a@demo.test',
            subject: 'Reset your AutoBid password',
            body: 'Open http://127.0.0.1:3000/reset-password?user=3&token=t1 to set it.',
            created_at: '2026-03-02T08:05:00.000Z',
          }),
        ],
      }),
    );
    await renderWithProviders(<DevOutboxPage />);
    const messages = await screen.findAllByTestId('dev-outbox-message');
    expect(messages.map((m) => m.textContent)).toEqual([
      expect.stringContaining('Reset your AutoBid password'),
      expect.stringContaining('+60123456701'),
    ]);
    expect(screen.getByTestId('dev-outbox-link').getAttribute('href')).toBe(
      'http://127.0.0.1:3000/reset-password?user=3&token=t1',
    );
    expect(screen.getByTestId('dev-outbox-code').textContent).toBe('482913');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/portal/api/v2/dev/outbox');
  });

  it('says it is not available when the server has a real provider (404)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { message: 'Not found', code: 'not_found' }));
    await renderWithProviders(<DevOutboxPage />);
    expect((await screen.findByTestId('dev-outbox-unavailable')).textContent).toContain(
      'not available',
    );
  });

  it('reads the list again every 3 seconds, so a new code shows by itself', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: [] }))
      .mockResolvedValue(jsonResponse(200, { data: [buildMessage()] }));
    await renderWithProviders(<DevOutboxPage />);
    expect(await screen.findByText('Nothing sent yet.')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(DEV_OUTBOX_REFRESH_MS);
    });
    expect(await screen.findAllByTestId('dev-outbox-message')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
