import type { Transaction } from '@autobid/contract';
import { Button, Card, Flex, Progress, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { failureOfError } from '../../../lib/use-api-call';
import { MAX_HANDOVER_PHOTOS, uploadHandoverPhoto } from '../staff-transactions-api';

interface HandoverPhotosCardProps {
  transaction: Transaction;
  /** Runs once a batch is over, so the page reads the record with its new photos. */
  onUploaded: () => void;
}

interface QueuedPhoto {
  key: string;
  name: string;
  state: 'waiting' | 'sending' | 'sent' | 'failed';
  percent: number;
  error?: string;
}

/**
 * The photos of the car at the gate, once the handover is kept: thumbnails that open the full
 * image, and for finance a picker (the phone's camera) whose photos are sent one by one, each
 * with its progress and, when refused, why.
 */
export function HandoverPhotosCard({ transaction, onUploaded }: HandoverPhotosCardProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<QueuedPhoto[]>([]);
  const [isSending, setIsSending] = useState(false);
  const { handover } = transaction;
  if (!handover) return null;
  const photos = handover.photos;
  const isFull = photos.length >= MAX_HANDOVER_PHOTOS;
  const canAdd =
    !isFull && (transaction.status === 'handed_over' || transaction.status === 'completed');

  const update = (key: string, change: Partial<QueuedPhoto>) =>
    setQueue((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );

  const send = async (files: File[]) => {
    const batch = files.map((file, index): QueuedPhoto => ({
      key: `${Date.now()}-${index}`,
      name: file.name,
      state: 'waiting',
      percent: 0,
    }));
    setQueue(batch);
    setIsSending(true);
    try {
      for (const [index, file] of files.entries()) {
        const { key } = batch[index]!;
        update(key, { state: 'sending' });
        try {
          await uploadHandoverPhoto(transaction.id, file, (fraction) =>
            update(key, { percent: Math.round(fraction * 100) }),
          );
          update(key, { state: 'sent', percent: 100 });
        } catch (error) {
          const failure = failureOfError(error);
          if (failure.code === 'file_limit_reached') {
            const limit = t('financeDesk.detail.photos.limit', { max: MAX_HANDOVER_PHOTOS });
            for (const rest of batch.slice(index))
              update(rest.key, { state: 'failed', error: limit });
            break;
          }
          update(key, { state: 'failed', error: errorText(failure) });
        }
      }
    } finally {
      setIsSending(false);
      onUploaded();
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared, so the same photo may be picked again after a refusal.
    event.target.value = '';
    if (files.length > 0) void send(files);
  };

  const sentCount = queue.filter((item) => item.state === 'sent').length;
  return (
    <Card size="small" title={t('financeDesk.detail.photos.title')} data-testid="handover-photos">
      {photos.length === 0 ? (
        <Typography.Paragraph type="secondary">
          {t('financeDesk.detail.photos.none')}
        </Typography.Paragraph>
      ) : (
        <Flex wrap gap={8} data-testid="handover-photo-thumbnails">
          {photos.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img
                src={url}
                alt={t('financeDesk.detail.photos.open', { number: index + 1 })}
                loading="lazy"
                style={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 4 }}
              />
            </a>
          ))}
        </Flex>
      )}
      {canAdd ? (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            capture="environment"
            hidden
            data-testid="handover-photo-input"
            onChange={handleChange}
          />
          <Typography.Paragraph type="secondary">
            {t('financeDesk.detail.photos.hint', { max: MAX_HANDOVER_PHOTOS })}
          </Typography.Paragraph>
          <Button loading={isSending} onClick={() => input.current?.click()}>
            {t('financeDesk.detail.photos.add')}
          </Button>
        </>
      ) : null}
      {isFull ? (
        <Typography.Paragraph type="secondary">
          {t('financeDesk.detail.photos.full', { max: MAX_HANDOVER_PHOTOS })}
        </Typography.Paragraph>
      ) : null}
      {queue.length > 0 ? (
        <div data-testid="handover-photo-queue">
          <Typography.Text>
            {t('financeDesk.detail.photos.progress', { done: sentCount, total: queue.length })}
          </Typography.Text>
          {queue.map((item) => (
            <div key={item.key} data-testid="handover-photo-item">
              <Typography.Text>{item.name}</Typography.Text>{' '}
              {item.state === 'failed' ? (
                <Typography.Text type="danger" role="alert">
                  {item.error}
                </Typography.Text>
              ) : (
                <>
                  <Typography.Text type="secondary">
                    {item.state === 'waiting'
                      ? t('financeDesk.detail.photos.waiting')
                      : item.state === 'sent'
                        ? t('financeDesk.detail.photos.sent')
                        : t('financeDesk.detail.photos.sending', { percent: item.percent })}
                  </Typography.Text>
                  <Progress percent={item.percent} size="small" showInfo={false} />
                </>
              )}
            </div>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
