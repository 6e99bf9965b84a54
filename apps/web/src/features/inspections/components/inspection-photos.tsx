import type { InspectionPhoto } from '@autobid/contract';
import { CameraOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Progress, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A draft's extra photos: add (with progress), caption and remove. */
export function InspectionPhotos(props: {
  photos: readonly InspectionPhoto[];
  captions: Record<string, string>;
  progress: number | null;
  isBusy: boolean;
  onCaption: (id: string, caption: string) => void;
  onRemove: (id: string) => void;
  onUpload: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { photos, captions, progress, isBusy, onCaption, onRemove, onUpload } = props;
  return (
    <div className="inspection-photos" data-testid="inspection-photos">
      <Typography.Paragraph type="secondary">
        {t('inspections.editor.photosHint')}
      </Typography.Paragraph>
      <ul className="inspection-photos__list">
        {photos.map((photo) => (
          <li key={photo.id} className="inspection-photos__item" data-testid={`photo-${photo.id}`}>
            <a href={photo.url} target="_blank" rel="noreferrer">
              <img src={photo.thumbnail_url} alt={captions[photo.id] ?? photo.caption} />
            </a>
            <Input
              aria-label={t('inspections.editor.caption')}
              placeholder={t('inspections.editor.captionPlaceholder')}
              maxLength={200}
              value={captions[photo.id] ?? photo.caption}
              onChange={(event) => onCaption(photo.id, event.target.value)}
              data-testid={`caption-${photo.id}`}
            />
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={isBusy}
              onClick={() => onRemove(photo.id)}
              data-testid={`remove-photo-${photo.id}`}
            >
              {t('inspections.editor.removePhoto')}
            </Button>
          </li>
        ))}
      </ul>
      {progress !== null ? (
        <div data-testid="upload-progress">
          <Typography.Text>
            {t('inspections.editor.uploading', { percent: progress })}
          </Typography.Text>
          <Progress percent={progress} showInfo={false} />
        </div>
      ) : null}
      <input
        ref={input}
        type="file"
        className="inspection-photos__input"
        // No image/heic: an iPhone then sends JPEG (docs/files.md).
        accept="image/jpeg,image/png,image/webp"
        multiple
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onUpload(files);
        }}
        data-testid="photo-input"
      />
      <Button icon={<CameraOutlined />} disabled={isBusy} onClick={() => input.current?.click()}>
        {t('inspections.editor.addPhoto')}
      </Button>
    </div>
  );
}
