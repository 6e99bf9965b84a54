import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from './icon';
import '../styles/controls.css';
import './notice-stack.css';

export interface StackedNotice {
  /** One notice per key at a time: a new one with the same key takes its place. */
  key: string;
  tone: 'success' | 'warning' | 'info';
  title: string;
  description: string;
  /** Seconds on screen; false keeps it until it is closed. */
  duration: number | false;
  /** A button under the text, e.g. "View auction". */
  action?: ReactNode;
  testId?: string;
}

const TONE_ICON = {
  success: CheckCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
} as const;

/**
 * One notice: it closes itself after its duration, a timer that waits while the pointer rests
 * on it so it cannot vanish while it is being read. A warning (outbid) is an alert, read out at
 * once; the others are polite status messages.
 */
function Notice({
  notice,
  closeLabel,
  onClose,
}: {
  notice: StackedNotice;
  closeLabel: string;
  onClose: (key: string) => void;
}) {
  const [isHeld, setHeld] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;
  // A new notice under the same key is a new object: its time starts again.
  useEffect(() => {
    if (notice.duration === false || isHeld) return;
    const timer = setTimeout(() => close.current(notice.key), notice.duration * 1000);
    return () => clearTimeout(timer);
  }, [notice, isHeld]);

  return (
    <div
      className={`notice notice--${notice.tone}`}
      role={notice.tone === 'warning' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      data-testid={notice.testId}
    >
      <Icon def={TONE_ICON[notice.tone]} className={`notice__icon icon--${notice.tone}`} />
      <div className="notice__text">
        <div className="notice__title">{notice.title}</div>
        <div className="notice__description">{notice.description}</div>
        {notice.action ? <div className="notice__actions">{notice.action}</div> : null}
      </div>
      <button
        type="button"
        className="btn btn--text btn--icon notice__close"
        onClick={() => onClose(notice.key)}
        aria-label={closeLabel}
        data-testid="notice-close"
      >
        <Icon def={CloseOutlined} />
      </button>
    </div>
  );
}

/**
 * Notices in a stack at the top right, `top` pixels from the top of the window (under the
 * header), newest last, in plain markup: the frame's answer to antd's `notification`.
 */
export function NoticeStack({
  notices,
  top,
  closeLabel,
  onClose,
}: {
  notices: readonly StackedNotice[];
  top: number;
  closeLabel: string;
  onClose: (key: string) => void;
}) {
  if (notices.length === 0) return null;
  return (
    <div className="notice-stack" style={{ top }} data-testid="notice-stack">
      {notices.map((notice) => (
        <Notice key={notice.key} notice={notice} closeLabel={closeLabel} onClose={onClose} />
      ))}
    </div>
  );
}
