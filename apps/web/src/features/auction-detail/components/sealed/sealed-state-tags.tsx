import type { DealerAuction } from '@autobid/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import './sealed.css';

const REVEAL_COLORS = { open: 'blue', disabled: 'default', revealed: 'purple' } as const;
const PROCESS_COLORS = { pending: 'default', success: 'success', fail: 'error' } as const;

/** Spec §4 reveal and process states of a sealed auction, as the calling dealer stands in it (SEAL-4). */
interface SealedStateTagsProps {
  sealed: NonNullable<DealerAuction['sealed']>;
  /** A dealer without a sealed bid has no result of their own to show. */
  hasBid: boolean;
}

export function SealedStateTags({ sealed, hasBid }: SealedStateTagsProps) {
  const { t } = useTranslation();
  return (
    <span className="sealed-state">
      <Tag
        color={REVEAL_COLORS[sealed.reveal_state]}
        data-testid="reveal-state"
        data-state={sealed.reveal_state}
      >
        {t(`sealed.reveal.${sealed.reveal_state}`)}
      </Tag>
      {hasBid ? (
        <Tag
          color={PROCESS_COLORS[sealed.process_state]}
          data-testid="process-state"
          data-state={sealed.process_state}
        >
          {t(`sealed.process.${sealed.process_state}`)}
        </Tag>
      ) : null}
    </span>
  );
}
