import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getRealtimeStatus, subscribeRealtimeStatus } from '../lib/realtime';

/**
 * A dot that tells a dealer whether the prices on screen are live. The full wording is the
 * element's title (a hover on a desk) and is read by screen readers where the text is too
 * narrow to show.
 */
export function RealtimeIndicator() {
  const { t } = useTranslation();
  const status = useSyncExternalStore(subscribeRealtimeStatus, getRealtimeStatus);
  const text =
    status === 'connected'
      ? t('header.live')
      : status === 'connecting'
        ? t('header.connecting')
        : t('header.offline');
  return (
    <span
      className="realtime-indicator"
      title={text}
      data-testid="realtime-status"
      data-status={status}
    >
      <span
        className={`realtime-indicator__dot realtime-indicator__dot--${status}`}
        aria-hidden="true"
      />
      <span className="realtime-indicator__text">
        {status === 'connected' ? text : text.split(' — ')[0]}
      </span>
    </span>
  );
}
