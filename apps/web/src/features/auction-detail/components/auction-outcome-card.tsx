import type { DealerAuction } from '@autobid/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { auctionOutcome, type OutcomeKind } from '../../../lib/auction-outcome';

const TONES: Record<OutcomeKind, 'success' | 'info' | 'warning' | 'error'> = {
  won: 'success',
  lost: 'error',
  sold: 'info',
  pending_mine: 'warning',
  pending: 'info',
  declined_mine: 'error',
  declined: 'info',
  no_sale: 'info',
  cancelled: 'info',
  restarting: 'info',
};

/**
 * What a dealer sees where the bid box was once bidding has closed: the result as it stands for
 * them, or that the result is on its way when the clock has run out but the close is not in yet.
 */
export function AuctionOutcomeCard({ auction }: { auction: DealerAuction }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const outcome = auctionOutcome(auction);
  if (!outcome) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('outcome.closing.title')}
        description={t('outcome.closing.body')}
        data-testid="bid-closed"
        data-outcome="closing"
      />
    );
  }
  const description =
    outcome.amount === null
      ? t(`outcome.${outcome.kind}.body`)
      : t(`outcome.${outcome.kind}.bodyAmount`, {
          amount: money(outcome.amount, auction.currency),
        });
  return (
    <Alert
      type={TONES[outcome.kind]}
      showIcon
      className="outcome-card"
      title={t(`outcome.${outcome.kind}.title`)}
      description={description}
      data-testid="bid-closed"
      data-outcome={outcome.kind}
    />
  );
}
