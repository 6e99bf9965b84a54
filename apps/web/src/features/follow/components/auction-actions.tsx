import { HeartFilled, HeartOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { memo } from 'react';
import type { PublicAuction } from '@autobid/contract';
import { useTranslation } from 'react-i18next';
import { useServerTimeReached } from '../../../lib/server-clock';
import { useFollowToggle, usePinToggle, type Toggle } from '../hooks/use-follow-toggle';
import { isWatchable } from '../watchable';
import '../follow.css';

interface ToggleButtonProps {
  toggle: Toggle;
  kind: 'follow' | 'pin';
  variant: 'overlay' | 'labelled';
}

function ToggleButton({ toggle, kind, variant }: ToggleButtonProps) {
  const { t } = useTranslation();
  const label =
    kind === 'follow'
      ? t(toggle.isOn ? 'portal.follow.unfollow' : 'portal.follow.follow')
      : t(toggle.isOn ? 'portal.pin.unpin' : 'portal.pin.pin');
  const icon =
    kind === 'follow' ? (
      toggle.isOn ? (
        <HeartFilled />
      ) : (
        <HeartOutlined />
      )
    ) : toggle.isOn ? (
      <PushpinFilled />
    ) : (
      <PushpinOutlined />
    );
  const button = (
    <Button
      className={`toggle-button toggle-button--${variant}${toggle.isOn ? ' toggle-button--on' : ''}`}
      shape={variant === 'overlay' ? 'circle' : 'default'}
      size="large"
      icon={icon}
      loading={toggle.isBusy}
      aria-label={label}
      aria-pressed={toggle.isOn}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void toggle.toggle();
      }}
      data-testid={`${kind}-button`}
      data-state={toggle.isOn ? 'on' : 'off'}
    >
      {variant === 'labelled' ? label : null}
    </Button>
  );
  return variant === 'overlay' ? <Tooltip title={label}>{button}</Tooltip> : button;
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
