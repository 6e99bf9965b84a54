import { FilePdfOutlined } from '@ant-design/icons';
import { Image, Skeleton, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiCall } from '../../../lib/use-api-call';
import { fetchReviewFiles } from '../review-files-api';

const SHOWN = 4;

/** A listing's cover and next photos as thumbnails (each opens large), and its documents to open. */
export function ReviewFiles({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const load = useCallback(() => fetchReviewFiles(listingId), [listingId]);
  const { state } = useApiCall(load);
  if (state.status === 'loading') return <Skeleton.Image active className="review-files__wait" />;
  if (state.status === 'failed')
    return <Typography.Text type="danger">{t('listingFiles.review.loadFailed')}</Typography.Text>;
  const { photos, documents } = state.data;
  return (
    <div className="review-files" data-testid={`review-files-${listingId}`}>
      {photos.length === 0 ? (
        <Typography.Text type="secondary">{t('listingFiles.review.none')}</Typography.Text>
      ) : (
        <Image.PreviewGroup items={photos.map((photo) => photo.url)}>
          <span className="review-files__photos">
            {photos.slice(0, SHOWN).map((photo, index) => (
              <Image
                key={photo.id}
                src={photo.thumbnail_url ?? photo.url}
                preview={{ src: photo.url }}
                alt={photo.caption || t('listingFiles.photoAlt', { n: index + 1 })}
                width={index === 0 ? 96 : 48}
                height={index === 0 ? 72 : 36}
                data-testid="review-photo"
              />
            ))}
            {photos.length > SHOWN ? (
              <span className="review-files__more">
                {t('listingFiles.review.morePhotos', { count: photos.length - SHOWN })}
              </span>
            ) : null}
          </span>
        </Image.PreviewGroup>
      )}
      {documents.length > 0 ? (
        <ul className="review-files__documents" aria-label={t('listingFiles.review.documents')}>
          {documents.map((document) => (
            <li key={document.id}>
              <a href={document.url} target="_blank" rel="noreferrer">
                <FilePdfOutlined aria-hidden /> {document.caption || document.file_name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
