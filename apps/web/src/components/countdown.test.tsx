import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerOffset } from '../lib/server-clock';
import { renderWithProviders } from '../testing/render-with-providers';
import { Countdown } from './countdown';

const NOW = Date.parse('2030-01-01T10:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  setServerOffset(0);
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('counts down to the opening of an auction in preview', async () => {
    await renderWithProviders(
      <Countdown
        status="preview"
        timeStart="2030-01-01T11:30:05.000Z"
        timeEnd="2030-01-01T13:00:00.000Z"
      />,
    );
    expect(screen.getByTestId('countdown').textContent).toBe('Opens in 1:30:05');
  });

  it('counts on server time, not the device’s clock', async () => {
    // The device runs a minute slow: the server is already a minute later.
    setServerOffset(60_000);
    await renderWithProviders(
      <Countdown
        status="preview"
        timeStart="2030-01-01T10:02:00.000Z"
        timeEnd="2030-01-01T13:00:00.000Z"
      />,
    );
    expect(screen.getByTestId('countdown').textContent).toBe('Opens in 01:00');
  });

  it('says the auction is opening once the opening time has passed but the status has not caught up', async () => {
    await renderWithProviders(
      <Countdown
        status="preview"
        timeStart="2030-01-01T09:59:00.000Z"
        timeEnd="2030-01-01T13:00:00.000Z"
      />,
    );
    expect(screen.getByTestId('countdown').textContent).toBe('Opening now');
  });
});
