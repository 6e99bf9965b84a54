import type { DealerAuction } from '@autobid/contract';
import { CheckCircleFilled, CloseCircleFilled, LockFilled, MinusCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PositionBadge } from './position-badge';

type SealedStanding = 'won' | 'notWon' | 'sealed' | 'none';

const SEALED_LOOKS: Record<SealedStanding, { color: string; icon: ReactNode }> = {
  won: { color: 'success', icon: <CheckCircleFilled /> },
  notWon: { color: 'error', icon: <CloseCircleFilled /> },
  sealed: { color: 'processing', icon: <LockFilled /> },
  none: { color: 'default', icon: <MinusCircleOutlined /> },
};

function sealedStanding(auction: DealerAuction): SealedStanding {
  const hasBid = auction.user_bids.some((bid) => bid.kind === 'closed');
  if (auction.sealed?.process_state === 'success') return 'won';
  if (!hasBid) return 'none';
  return auction.sealed?.process_state === 'fail' ? 'notWon' : 'sealed';
}

/**
 * The dealer's standing: winning, outbid or no bid on an open auction. A sealed auction has no
 * public leader, so until its result it only says whether the dealer has sealed a bid.
 */
export function StandingBadge({ auction }: { auction: DealerAuction }) {
  const { t } = useTranslation();
  if (auction.type === 'open') return <PositionBadge position={auction.position} />;
  const standing = sealedStanding(auction);
  const look = SEALED_LOOKS[standing];
  return (
    <Tag color={look.color} icon={look.icon} className="position-badge" data-testid="sealed-badge" data-standing={standing}>
      {t(`sealedStanding.${standing}`)}
    </Tag>
  );
}
