import { useEffect, useId, useRef, type ReactNode } from 'react';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { Icon } from './icon';
import '../styles/controls.css';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Label of the close button, in the person's language. */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  testId?: string;
}

/**
 * A bottom sheet over the page on a phone (the list's "More" and filters), in plain markup: a
 * modal dialog that closes on Escape, on the backdrop and on its close button, takes the focus
 * when it opens and gives it back to where it was when it closes.
 */
export function Sheet({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footer,
  className,
  testId,
}: SheetProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (before instanceof HTMLElement) before.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="sheet" data-testid={testId}>
      <div className="sheet__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={`sheet__panel${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="sheet__head">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          <button
            type="button"
            className="btn btn--text btn--icon"
            onClick={onClose}
            aria-label={closeLabel}
          >
            <Icon def={CloseOutlined} />
          </button>
        </div>
        <div className="sheet__body">{children}</div>
        {footer ? <div className="sheet__foot">{footer}</div> : null}
      </div>
    </div>
  );
}
