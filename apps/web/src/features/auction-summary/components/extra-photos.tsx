import type { Photo } from '../summary-facts';
import { Card, Image } from 'antd';
import { useTranslation } from 'react-i18next';

/** The inspector's extra photos (close-ups of what the report mentions), each opening full screen. */
export function ExtraPhotos({ photos, title }: { photos: Photo[]; title: string }) {
  const { t } = useTranslation();
  if (photos.length === 0) return null;
  return (
    <Card
      title={t('showcase.summary.extraPhotos')}
      extra={<span className="num">{photos.length}</span>}
      size="small"
      className="panel"
      data-testid="summary-extra-photos"
    >
      <Image.PreviewGroup>
        <ul className="extra-photos">
          {photos.map((photo, index) => (
            <li key={photo.url} className="extra-photos__item">
              <Image
                src={photo.url}
                alt={photo.caption || `${title} ${index + 1}`}
                className="extra-photos__image"
              />
              {photo.caption ? (
                <span className="extra-photos__caption">{photo.caption}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </Image.PreviewGroup>
    </Card>
  );
}
