import type { DealerAuction } from '@autobid/contract';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ClockCircleFilled from '@ant-design/icons-svg/es/asn/ClockCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import LockFilled from '@ant-design/icons-svg/es/asn/LockFilled';
import MinusCircleOutlined from '@ant-design/icons-svg/es/asn/MinusCircleOutlined';
import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import SyncOutlined from '@ant-design/icons-svg/es/asn/SyncOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { PositionBadge } from './position-badge';
import { closedStanding, type ClosedStanding } from './standing';

const CLOSED_LOOKS: Record<ClosedStanding, { tone: string; icon: IconDefinition }> = {
  won: { tone: 'tag--success', icon: CheckCircleFilled },
  lost: { tone: 'tag--error', icon: CloseCircleFilled },
  awaiting_seller: { tone: 'tag--warning', icon: ClockCircleFilled },
  declined: { tone: 'tag--error', icon: CloseCircleFilled },
  cancelled: { tone: '', icon: StopOutlined },
  relisted: { tone: '', icon: SyncOutlined },
  no_bid: { tone: '', icon: MinusCircleOutlined },
};

/**
 * The dealer's standing. While bidding runs: winning, outbid or no bid on an open auction; a
 * sealed auction has no public leader, so it only says whether the dealer has sealed a bid.
 * After the close: won, lost, awaiting the seller, declined… never "Winning" on a finished sale.
 */
export function StandingBadge({ auction }: { auction: DealerAuction }) {
  const { t } = useTranslation();
  const closed = closedStanding(auction);
  if (closed) {
    const look = CLOSED_LOOKS[closed];
    return (
      <span
        className={`tag ${look.tone} position-badge`}
        data-testid="standing-badge"
        data-standing={closed}
      >
        <Icon def={look.icon} />
        <span>{t(`standing.${closed}`)}</span>
      </span>
    );
  }
  if (auction.type === 'open') return <PositionBadge position={auction.position} />;
  const hasBid = auction.user_bids.some((bid) => bid.kind === 'closed');
  return (
    <span
      className={`tag ${hasBid ? 'tag--info' : ''} position-badge`}
      data-testid="sealed-badge"
      data-standing={hasBid ? 'sealed' : 'none'}
    >
      <Icon def={hasBid ? LockFilled : MinusCircleOutlined} />
      <span>{t(hasBid ? 'sealedStanding.sealed' : 'sealedStanding.none')}</span>
    </span>
  );
}
