import type { BidPositionName } from '@autobid/contract';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import MinusCircleOutlined from '@ant-design/icons-svg/es/asn/MinusCircleOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import '../styles/controls.css';

const LOOKS: Record<BidPositionName, { tone: string; icon: IconDefinition }> = {
  winning: { tone: 'tag--success', icon: CheckCircleFilled },
  outbid: { tone: 'tag--error', icon: ExclamationCircleFilled },
  nobid: { tone: '', icon: MinusCircleOutlined },
};

/** The dealer's standing in one auction: winning, outbid or no bid (spec §3). */
export function PositionBadge({ position }: { position: BidPositionName }) {
  const { t } = useTranslation();
  const look = LOOKS[position];
  return (
    <span
      className={`tag ${look.tone} position-badge`}
      data-testid="position-badge"
      data-position={position}
    >
      <Icon def={look.icon} />
      <span>{t(`position.${position}`)}</span>
    </span>
  );
}
