import HeartFilled from '@ant-design/icons-svg/es/asn/HeartFilled';
import HeartOutlined from '@ant-design/icons-svg/es/asn/HeartOutlined';
import PushpinFilled from '@ant-design/icons-svg/es/asn/PushpinFilled';
import PushpinOutlined from '@ant-design/icons-svg/es/asn/PushpinOutlined';
import { memo } from 'react';
import type { PublicAuction } from '@autobid/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useServerTimeReached } from '../../../lib/server-clock';
import { useFollowToggle, usePinToggle, type Toggle } from '../hooks/use-follow-toggle';
import { isWatchable } from '../watchable';
import '../../../styles/controls.css';
import '../follow.css';

interface ToggleButtonProps {
  toggle: Toggle;
  kind: 'follow' | 'pin';
  variant: 'overlay' | 'labelled';
}

const ICONS = {
  follow: { on: HeartFilled, off: HeartOutlined },
  pin: { on: PushpinFilled, off: PushpinOutlined },
} as const;

function ToggleButton({ toggle, kind, variant }: ToggleButtonProps) {
  const { t } = useTranslation();
  const label =
    kind === 'follow'
      ? t(toggle.isOn ? 'portal.follow.unfollow' : 'portal.follow.follow')
      : t(toggle.isOn ? 'portal.pin.unpin' : 'portal.pin.pin');
  const shape = variant === 'overlay' ? 'btn--circle' : 'btn--large';
  return (
    <button
      type="button"
      className={`btn ${shape} toggle-button toggle-button--${variant}${toggle.isOn ? ' toggle-button--on' : ''}${toggle.isBusy ? ' btn--busy' : ''}`}
      // The round buttons show no words: the title names them to a mouse, as antd's tooltip did.
      title={variant === 'overlay' ? label : undefined}
      aria-label={label}
      aria-pressed={toggle.isOn}
      aria-busy={toggle.isBusy || undefined}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!toggle.isBusy) void toggle.toggle();
      }}
      data-testid={`${kind}-button`}
      data-state={toggle.isOn ? 'on' : 'off'}
    >
      {toggle.isBusy ? (
        <span className="spinner spinner--small" aria-hidden="true" />
      ) : (
        <Icon def={ICONS[kind][toggle.isOn ? 'on' : 'off']} />
      )}
      {variant === 'labelled' ? <span>{label}</span> : null}
    </button>
  );
}

/**
 * Follow and pin for one auction: round buttons over a card's photo, or labelled ones in a page
 * header. Nothing once the auction has ended: it could no longer be followed or pinned.
 */
export const AuctionActions = memo(function AuctionActions({
  auction,
  variant = 'overlay',
}: {
  auction: Pick<PublicAuction, 'id' | 'status' | 'time_end'>;
  variant?: 'overlay' | 'labelled';
}) {
  const hasEndTimePassed = useServerTimeReached(Date.parse(auction.time_end));
  if (!isWatchable(auction.status, hasEndTimePassed)) return null;
  return <WatchButtons auctionId={auction.id} variant={variant} />;
});

function WatchButtons({
  auctionId,
  variant,
}: {
  auctionId: number;
  variant: 'overlay' | 'labelled';
}) {
  const follow = useFollowToggle(auctionId);
  const pin = usePinToggle(auctionId);
  return (
    <div
      className={`auction-actions auction-actions--${variant}`}
      data-testid="auction-actions"
      data-auction-id={auctionId}
    >
      <ToggleButton toggle={follow} kind="follow" variant={variant} />
      <ToggleButton toggle={pin} kind="pin" variant={variant} />
    </div>
  );
}
