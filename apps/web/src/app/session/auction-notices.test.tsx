import { act, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { NOTICE_TOP, useAuctionNotices, type AuctionNotice } from './auction-notices';

function Notices({ notices }: { notices: AuctionNotice[] }) {
  const { notify, holder } = useAuctionNotices();
  useEffect(() => notices.forEach(notify), [notices, notify]);
  return holder;
}

const outbidOn = (auctionId: number): AuctionNotice => ({
  kind: 'outbid',
  auctionId,
  tone: 'warning',
  title: 'You have been outbid',
  description: `auction ${auctionId}`,
});

async function renderAt(path: string, notices: AuctionNotice[]) {
  await initI18n('en');
  render(
    <AntApp>
      <MemoryRouter initialEntries={[path]}>
        <Notices notices={notices} />
      </MemoryRouter>
    </AntApp>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe('notices about an auction', () => {
  it('on that auction’s own page, say what happened without offering to view it', async () => {
    await renderAt('/auctions/5', [outbidOn(5)]);
    const notice = await screen.findByTestId('notice-outbid');
    expect(notice.textContent).toMatch(/auction 5/);
    expect(screen.queryByTestId('notice-view')).toBeNull();
  });

  it('elsewhere, offer "View auction"', async () => {
    await renderAt('/auctions/live', [outbidOn(5)]);
    await screen.findByTestId('notice-outbid');
    expect(screen.getByTestId('notice-view').textContent).toBe('View auction');
  });

  it('stack below the header, never over its controls', async () => {
    await renderAt('/auctions/live', [outbidOn(5)]);
    await screen.findByTestId('notice-outbid');
    const stack = document.querySelector<HTMLElement>('.ant-notification-topRight');
    expect(stack?.style.getPropertyValue('--notification-top')).toBe(`${NOTICE_TOP}px`);
    expect(NOTICE_TOP).toBeGreaterThan(56);
  });
});
