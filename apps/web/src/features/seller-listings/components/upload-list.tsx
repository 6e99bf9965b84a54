import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import type { QueuedUpload } from './use-upload-queue';

/** The files on their way: a progress bar each, or why one was refused, in the person's language. */
export function UploadList({
  items,
  onDismiss,
}: {
  items: readonly QueuedUpload[];
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (items.length === 0) return null;
  return (
    <ul className="upload-list" data-testid="upload-list">
      {items.map((item) => (
        <li key={item.key} className={`upload-list__item upload-list__item--${item.state}`}>
          <span className="upload-list__name">{item.file.name}</span>
          {item.state === 'failed' && item.failure ? (
            <>
              <span className="upload-list__error" role="alert" data-testid="upload-error">
                {t('listingFiles.uploadFailed', { name: item.file.name })}:{' '}
                {errorText(item.failure)}
              </span>
              <Button size="small" onClick={() => onDismiss(item.key)}>
                {t('listingFiles.dismiss')}
              </Button>
            </>
          ) : (
            <>
              <span className="upload-list__state">
                {t(item.state === 'waiting' ? 'listingFiles.waiting' : 'listingFiles.uploading')}
              </span>
              <Progress percent={Math.round(item.progress * 100)} size="small" />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
