import type { AuctionStatusName } from '@autobid/contract';
import FieldTimeOutlined from '@ant-design/icons-svg/es/asn/FieldTimeOutlined';
import HourglassOutlined from '@ant-design/icons-svg/es/asn/HourglassOutlined';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerNow } from '../lib/server-clock';
import { formatRemaining, URGENT_MS } from './countdown-format';
import { Icon } from './icon';
import '../styles/controls.css';
import './countdown.css';

interface CountdownProps {
  timeEnd: string;
  status: AuctionStatusName;
  /** Given, an auction in preview counts down to its opening instead of naming its status. */
  timeStart?: string;
  size?: 'small' | 'large';
}

// Long enough to notice from across a desk, short enough not to linger into the next bid.
const EXTENDED_FLAG_MS = 6_000;

/** Flags a soft-close extension: true for a few seconds after `timeEnd` moves later. */
function useRecentlyExtended(timeEnd: string): boolean {
  const previous = useRef(timeEnd);
  const [extended, setExtended] = useState(false);
  useEffect(() => {
    const moved = Date.parse(timeEnd) > Date.parse(previous.current);
    previous.current = timeEnd;
    if (!moved) return undefined;
    setExtended(true);
    const timer = setTimeout(() => setExtended(false), EXTENDED_FLAG_MS);
    return () => clearTimeout(timer);
  }, [timeEnd]);
  return extended;
}

/**
 * Time left on server time; red in the last minute, 'Ended' at zero or once the auction is no
 * longer live. In preview, with `timeStart`, the time until bidding opens, on the same clock.
 */
export function Countdown({ timeEnd, status, timeStart, size = 'small' }: CountdownProps) {
  const { t } = useTranslation();
  const now = useServerNow();
  const extended = useRecentlyExtended(timeEnd);
  if (timeStart !== undefined && (status === 'preview' || status === 'scheduled')) {
    const untilStart = Date.parse(timeStart) - now;
    return (
      <span
        className={`countdown countdown--${size} countdown--normal`}
        data-testid="countdown"
        data-tone="opens"
        data-time-start={timeStart}
      >
        <Icon def={HourglassOutlined} />
        <span className="countdown__value">
          {untilStart > 0
            ? t('countdown.opensIn', {
                time: formatRemaining(untilStart, (count) => t('countdown.days', { count })),
              })
            : t('countdown.opening')}
        </span>
      </span>
    );
  }
  const remaining = Date.parse(timeEnd) - now;
  const isLive = status === 'active' && remaining > 0;
  const label = isLive
    ? formatRemaining(remaining, (count) => t('countdown.days', { count }))
    : status === 'active' || status === 'ended'
      ? t('countdown.ended')
      : t(`status.${status}`);
  const tone = !isLive ? 'ended' : remaining <= URGENT_MS ? 'urgent' : 'normal';
  return (
    <span
      className={`countdown countdown--${size} countdown--${tone}`}
      data-testid="countdown"
      data-tone={tone}
      data-time-end={timeEnd}
    >
      <Icon def={FieldTimeOutlined} />
      <span className="countdown__value">{label}</span>
      {extended && isLive ? (
        <span className="tag tag--orange countdown__extended" data-testid="countdown-extended">
          {t('countdown.extended')}
        </span>
      ) : null}
    </span>
  );
}
