import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined } from '@ant-design/icons';
import type { ListingFile } from '@autobid/contract';
import { Button, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PhotoGridProps {
  photos: readonly ListingFile[];
  isEditable: boolean;
  disabled: boolean;
  onReorder: (ids: number[]) => void;
  onDelete: (photo: ListingFile) => void;
  onCaption: (photo: ListingFile, caption: string) => void;
}

/** `ids` with the one at `from` moved to `to`. */
export function moveItem(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * The listing's photos in order, the first marked as the cover. On a desk a photo is dragged to
 * its place; everywhere (a phone, a keyboard) its buttons move it earlier or later or make it the
 * cover.
 */
export function PhotoGrid({
  photos,
  isEditable,
  disabled,
  onReorder,
  onDelete,
  onCaption,
}: PhotoGridProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const ids = photos.map((photo) => photo.id);
  const move = (from: number, to: number) => {
    if (from !== to) onReorder(moveItem(ids, from, to));
  };

  return (
    <ol className="photo-grid" data-testid="photo-grid">
      {photos.map((photo, index) => (
        <li
          key={photo.id}
          className={`photo-grid__item${dragged === index ? ' photo-grid__item--dragged' : ''}`}
          draggable={isEditable && !disabled}
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            setDragged(index);
          }}
          onDragEnd={() => setDragged(null)}
          onDragOver={(event) => {
            if (dragged !== null) event.preventDefault();
          }}
          onDrop={(event) => {
            event.preventDefault();
            if (dragged !== null) move(dragged, index);
            setDragged(null);
          }}
          data-testid={`photo-${index}`}
          data-file-id={photo.id}
          data-file-name={photo.file_name}
        >
          <a href={photo.url} target="_blank" rel="noreferrer" draggable={false}>
            <img
              src={photo.thumbnail_url ?? photo.url}
              alt={photo.caption || t('listingFiles.photoAlt', { n: index + 1 })}
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              loading="lazy"
              draggable={false}
            />
          </a>
          {index === 0 ? (
            <Tag color="blue" className="photo-grid__cover" data-testid="photo-cover">
              {t('listingFiles.cover')}
            </Tag>
          ) : null}
          {isEditable ? (
            <>
              <Input
                size="small"
                defaultValue={photo.caption}
                placeholder={t('listingFiles.captionPlaceholder')}
                aria-label={t('listingFiles.captionPlaceholder')}
                maxLength={120}
                disabled={disabled}
                onBlur={(event) => {
                  const caption = event.target.value.trim();
                  if (caption !== photo.caption) onCaption(photo, caption);
                }}
                onPressEnter={(event) => event.currentTarget.blur()}
              />
              <div className="photo-grid__tools">
                <Button
                  size="small"
                  icon={<ArrowLeftOutlined />}
                  aria-label={t('listingFiles.moveEarlier')}
                  title={t('listingFiles.moveEarlier')}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  size="small"
                  icon={<ArrowRightOutlined />}
                  aria-label={t('listingFiles.moveLater')}
                  title={t('listingFiles.moveLater')}
                  disabled={disabled || index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                {index > 0 ? (
                  <Button
                    size="small"
                    disabled={disabled}
                    onClick={() => move(index, 0)}
                    data-testid={`make-cover-${index}`}
                  >
                    {t('listingFiles.makeCover')}
                  </Button>
                ) : null}
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('listingFiles.delete')}
                  title={t('listingFiles.delete')}
                  disabled={disabled}
                  onClick={() => onDelete(photo)}
                  data-testid={`delete-photo-${index}`}
                />
              </div>
            </>
          ) : photo.caption ? (
            <span className="photo-grid__caption">{photo.caption}</span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
