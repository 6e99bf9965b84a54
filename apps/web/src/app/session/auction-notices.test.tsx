import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { NOTICE_TOP, useAuctionNotices, type AuctionNotice } from './auction-notices';

function Notices({ notices }: { notices: AuctionNotice[] }) {
  const { notify, holder } = useAuctionNotices();
  useEffect(() => notices.forEach(notify), [notices, notify]);
  return holder;
}

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

const outbidOn = (auctionId: number, description = `auction ${auctionId}`): AuctionNotice => ({
  kind: 'outbid',
  auctionId,
  tone: 'warning',
  title: 'You have been outbid',
  description,
});

async function renderAt(path: string, notices: AuctionNotice[]) {
  await initI18n('en');
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Notices notices={notices} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.useRealTimers());

describe('notices about an auction', () => {
  it('on that auction’s own page, say what happened without offering to view it', async () => {
    await renderAt('/auctions/5', [outbidOn(5)]);
    const notice = screen.getByTestId('notice-outbid');
    expect(notice.textContent).toMatch(/auction 5/);
    expect(screen.queryByTestId('notice-view')).toBeNull();
  });

  it('elsewhere, offer "View auction", which opens the auction and closes the notice', async () => {
    await renderAt('/auctions/live', [outbidOn(5)]);
    fireEvent.click(screen.getByTestId('notice-view'));
    expect(screen.getByTestId('where').textContent).toBe('/auctions/5');
    expect(screen.queryByTestId('notice-outbid')).toBeNull();
  });

  it('keep one notice per kind and auction: a newer one takes the older one’s place', async () => {
    await renderAt('/auctions/live', [outbidOn(5, 'first'), outbidOn(5, 'second'), outbidOn(6)]);
    const shown = screen.getAllByTestId('notice-outbid');
    expect(shown).toHaveLength(2);
    expect(shown.map((notice) => notice.textContent)).toEqual([
      expect.stringContaining('second'),
      expect.stringContaining('auction 6'),
    ]);
  });

  it('close on their close button, named for screen readers', async () => {
    await renderAt('/auctions/live', [outbidOn(5)]);
    const close = screen.getByTestId('notice-close');
    expect(close.getAttribute('aria-label')).toBe('Close');
    fireEvent.click(close);
    expect(screen.queryByTestId('notice-outbid')).toBeNull();
  });

  it('go away after their time, but not while the pointer rests on them', async () => {
    vi.useFakeTimers();
    await renderAt('/auctions/live', [{ ...outbidOn(5), duration: 2 }]);
    const notice = screen.getByTestId('notice-outbid');
    fireEvent.mouseEnter(notice);
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByTestId('notice-outbid')).toBeTruthy();
    fireEvent.mouseLeave(notice);
    act(() => void vi.advanceTimersByTime(2100));
    expect(screen.queryByTestId('notice-outbid')).toBeNull();
  });

  it('are read out: an outbid one at once, as an alert', async () => {
    await renderAt('/auctions/live', [
      outbidOn(5),
      { ...outbidOn(6), kind: 'won', tone: 'success' },
    ]);
    expect(screen.getByTestId('notice-outbid').getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('notice-won').getAttribute('role')).toBe('status');
  });

  it('stack below the header, never over its controls', async () => {
    await renderAt('/auctions/live', [outbidOn(5)]);
    expect(screen.getByTestId('notice-stack').style.top).toBe(`${NOTICE_TOP}px`);
    expect(NOTICE_TOP).toBeGreaterThan(56);
  });
});
