import { Badge, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getRealtimeStatus, subscribeRealtimeStatus } from '../lib/realtime';

/** A dot that tells a dealer whether the prices on screen are live. */
export function RealtimeIndicator() {
  const { t } = useTranslation();
  const status = useSyncExternalStore(subscribeRealtimeStatus, getRealtimeStatus);
  const look =
    status === 'connected'
      ? { badge: 'success' as const, text: t('header.live') }
      : status === 'connecting'
        ? { badge: 'processing' as const, text: t('header.connecting') }
        : { badge: 'error' as const, text: t('header.offline') };
  return (
    <Tooltip title={look.text}>
      <span className="realtime-indicator" data-testid="realtime-status" data-status={status}>
        <Badge status={look.badge} />
        <span className="realtime-indicator__text">
          {status === 'connected' ? look.text : look.text.split(' — ')[0]}
        </span>
      </span>
    </Tooltip>
  );
}
