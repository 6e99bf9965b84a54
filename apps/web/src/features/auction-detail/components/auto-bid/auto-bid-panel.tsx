import type { DealerAuction, Market } from '@autobid/contract';
import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { MaxBidForm } from './max-bid-form';
import { SnapItForm } from './snap-it-form';
import { useAutoBidSummary, type StandingOrderSummary } from './use-auto-bid-summary';
import './auto-bid.css';

interface AutoBidPanelProps {
  auction: DealerAuction;
  market: Market;
}

interface SectionLabelProps {
  title: string;
  summary: StandingOrderSummary;
  /** `max-bid` or `snap-it`: the label is the header's click target (`…-toggle`) and states what is set (`…-summary`). */
  name: string;
}

function SectionLabel({ title, summary, name }: SectionLabelProps) {
  return (
    <span className="auto-bid__label" data-testid={`${name}-toggle`}>
      <span className="auto-bid__label-title">{title}</span>
      <span
        className={`auto-bid__label-summary num${summary.isSet ? ' auto-bid__label-summary--set' : ''}`}
        data-testid={`${name}-summary`}
      >
        {summary.amount}
        {summary.status ? (
          <span className={summary.needsAttention ? 'auto-bid__label-status--alert' : undefined}>
            {' '}
            · {summary.status}
          </span>
        ) : null}
      </span>
    </span>
  );
}

/** Desktop: max bid and snap-it as two folding sections under the bid box, folded until wanted. */
export function AutoBidPanel({ auction, market }: AutoBidPanelProps) {
  const { t } = useTranslation();
  const summary = useAutoBidSummary(auction);
  return (
    <section
      className="panel auto-bid-panel"
      data-testid="auto-bid-panel"
      aria-label={t('autoBid.title')}
    >
      <Collapse
        ghost
        expandIconPlacement="end"
        items={[
          {
            key: 'max-bid',
            label: (
              <SectionLabel title={t('maxBid.title')} summary={summary.maxBid} name="max-bid" />
            ),
            children: <MaxBidForm auction={auction} increments={market.increments} />,
            headerClass: 'auto-bid__header',
          },
          {
            key: 'snap-it',
            label: (
              <SectionLabel title={t('snapIt.title')} summary={summary.snapIt} name="snap-it" />
            ),
            children: (
              <SnapItForm
                auction={auction}
                increments={market.increments}
                extendWindowSeconds={market.extend_window_seconds}
              />
            ),
            headerClass: 'auto-bid__header',
          },
        ]}
      />
    </section>
  );
}
