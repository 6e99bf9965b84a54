import type { DealerResult } from '@autobid/contract';
import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  StopFilled,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LOOKS: Record<DealerResult, { color: string; icon: ReactNode }> = {
  won: { color: 'success', icon: <CheckCircleFilled /> },
  lost: { color: 'default', icon: <CloseCircleFilled /> },
  pending: { color: 'processing', icon: <ClockCircleFilled /> },
  cancelled: { color: 'warning', icon: <StopFilled /> },
};

/** What became of an ended auction for the dealer: won, lost, awaiting the seller or cancelled. */
export function ResultTag({ result }: { result: DealerResult }) {
  const { t } = useTranslation();
  const look = LOOKS[result];
  return (
    <Tag
      color={look.color}
      icon={look.icon}
      className="result-tag"
      data-testid="result-tag"
      data-result={result}
    >
      {t(`portal.result.${result}`)}
    </Tag>
  );
}
