import type { DealerAuction, Market } from '@autobid/contract';
import { RightOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaxBidForm } from './max-bid-form';
import { SnapItForm } from './snap-it-form';
import { useAutoBidSummary } from './use-auto-bid-summary';
import './auto-bid.css';

interface AutoBidSheetProps {
  auction: DealerAuction;
  market: Market;
}

type Sheet = 'max-bid' | 'snap-it' | null;

/**
 * Phone: two buttons in the page (never in the bid bar) that say what is set, each opening a
 * bottom sheet with its form, so the one-thumb bid bar keeps the whole width.
 */
export function AutoBidSheet({ auction, market }: AutoBidSheetProps) {
  const { t } = useTranslation();
  const summary = useAutoBidSummary(auction);
  const [open, setOpen] = useState<Sheet>(null);
  const buttons = [
    { sheet: 'max-bid' as const, title: t('maxBid.titleShort'), summary: summary.maxBid },
    { sheet: 'snap-it' as const, title: t('snapIt.title'), summary: summary.snapIt },
  ];
  return (
    <div className="auto-bid-strip" data-testid="auto-bid-strip">
      {buttons.map((button) => (
        <button
          key={button.sheet}
          type="button"
          className={`auto-bid-strip__button${button.summary.isSet ? ' auto-bid-strip__button--set' : ''}`}
          onClick={() => setOpen(button.sheet)}
          data-testid={`${button.sheet}-open`}
        >
          <span className="auto-bid-strip__title">{button.title}</span>
          <span className="auto-bid-strip__text num" data-testid={`${button.sheet}-summary`}>
            {button.summary.amount}
          </span>
          {button.summary.status ? (
            <span
              className={`auto-bid-strip__status${button.summary.needsAttention ? ' auto-bid-strip__status--alert' : ''}`}
            >
              {button.summary.status}
            </span>
          ) : null}
          <RightOutlined className="auto-bid-strip__chevron" aria-hidden />
        </button>
      ))}
      <Drawer
        placement="bottom"
        size="auto"
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open === 'snap-it' ? t('snapIt.title') : t('maxBid.title')}
        className="auto-bid-sheet"
        destroyOnHidden
      >
        {open === 'max-bid' ? (
          <MaxBidForm auction={auction} increments={market.increments} />
        ) : null}
        {open === 'snap-it' ? (
          <SnapItForm
            auction={auction}
            increments={market.increments}
            extendWindowSeconds={market.extend_window_seconds}
          />
        ) : null}
      </Drawer>
    </div>
  );
}
