import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CancelAuctionModal } from './cancel-auction-modal';
import { NoResizeObserver } from '../../../testing/no-resize-observer';

describe('cancelling an auction from the run sheet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirmed without a reason, shows the field’s message, sends nothing and leaves no error unhandled', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const onDone = vi.fn();
      await renderWithProviders(
        <CancelAuctionModal
          auction={{ id: 7, car: 'Toyota Vios 2019' }}
          onClose={() => {}}
          onDone={onDone}
        />,
      );
      fireEvent.click(await screen.findByTestId('cancel-confirm'));
      expect(await screen.findByText('Give a reason of at least 3 characters.')).toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(onDone).not.toHaveBeenCalled();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
