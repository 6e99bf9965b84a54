import type { BidPositionName } from '@autobid/contract';
import { CheckCircleFilled, ExclamationCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LOOKS: Record<BidPositionName, { color: string; icon: ReactNode }> = {
  winning: { color: 'success', icon: <CheckCircleFilled /> },
  outbid: { color: 'error', icon: <ExclamationCircleFilled /> },
  nobid: { color: 'default', icon: <MinusCircleOutlined /> },
};

/** The dealer's standing in one auction: winning, outbid or no bid (spec §3). */
export function PositionBadge({ position }: { position: BidPositionName }) {
  const { t } = useTranslation();
  const look = LOOKS[position];
  return (
    <Tag
      color={look.color}
      icon={look.icon}
      className="position-badge"
      data-testid="position-badge"
      data-position={position}
    >
      {t(`position.${position}`)}
    </Tag>
  );
}
