import type { DealerAuction } from '@autobid/contract';
import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  LockFilled,
  MinusCircleOutlined,
  StopOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionBadge } from './position-badge';
import { closedStanding, type ClosedStanding } from './standing';

const CLOSED_LOOKS: Record<ClosedStanding, { color: string; icon: ReactNode }> = {
  won: { color: 'success', icon: <CheckCircleFilled /> },
  lost: { color: 'error', icon: <CloseCircleFilled /> },
  awaiting_seller: { color: 'warning', icon: <ClockCircleFilled /> },
  declined: { color: 'error', icon: <CloseCircleFilled /> },
  cancelled: { color: 'default', icon: <StopOutlined /> },
  relisted: { color: 'default', icon: <SyncOutlined /> },
  no_bid: { color: 'default', icon: <MinusCircleOutlined /> },
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
      <Tag
        color={look.color}
        icon={look.icon}
        className="position-badge"
        data-testid="standing-badge"
        data-standing={closed}
      >
        {t(`standing.${closed}`)}
      </Tag>
    );
  }
  if (auction.type === 'open') return <PositionBadge position={auction.position} />;
  const hasBid = auction.user_bids.some((bid) => bid.kind === 'closed');
  return (
    <Tag
      color={hasBid ? 'processing' : 'default'}
      icon={hasBid ? <LockFilled /> : <MinusCircleOutlined />}
      className="position-badge"
      data-testid="sealed-badge"
      data-standing={hasBid ? 'sealed' : 'none'}
    >
      {t(hasBid ? 'sealedStanding.sealed' : 'sealedStanding.none')}
    </Tag>
  );
}
