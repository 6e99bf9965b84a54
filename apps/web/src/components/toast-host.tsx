import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { useEffect, useState } from 'react';
import { subscribeToasts, type Toast } from '../lib/toasts';
import { Icon } from './icon';
import '../styles/controls.css';
import './toast-host.css';

const TONE_ICON = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
} as const;

/**
 * Shows the toasts of `lib/toasts.ts` at the top centre of the window, one under the other, each
 * with its tone's icon: the plain pages' answer to antd's `message`.
 */
export function ToastHost() {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <div className="toast-host">
      {toasts.map((toast) => (
        <div
          key={toast.key}
          role="status"
          className={`toast toast--${toast.tone}`}
          data-testid="toast"
        >
          <Icon def={TONE_ICON[toast.tone]} className={`toast__icon icon--${toast.tone}`} />
          {toast.content}
        </div>
      ))}
    </div>
  );
}
