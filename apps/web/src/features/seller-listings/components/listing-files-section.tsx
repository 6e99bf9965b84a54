import type { ListingFile, ListingFiles } from '@autobid/contract';
import { Alert, App, Button, Card, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useAction } from '../../../lib/use-action';
import { useApiCall } from '../../../lib/use-api-call';
import {
  deleteListingFile,
  fetchListingFiles,
  reorderPhotos,
  setFileCaption,
} from '../listing-files-api';
import { DocumentList } from './document-list';
import { FilePicker } from './file-picker';
import { PhotoGrid } from './photo-grid';
import { UploadList } from './upload-list';
import { useUploadQueue } from './use-upload-queue';
import '../listing-files.css';

interface ListingFilesSectionProps {
  listingId: number;
  isEditable: boolean;
  /** After any change: the listing went back to review. */
  onChanged: () => void;
}

// No HEIC: an iPhone then sends JPEG, which the server can read (docs/files.md).
const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';
const DOCUMENT_TYPES = 'application/pdf';

/** The photo area and the documents of one listing (docs/files.md). */
export function ListingFilesSection({
  listingId,
  isEditable,
  onChanged,
}: ListingFilesSectionProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const errorText = useErrorText();
  const load = useCallback(() => fetchListingFiles(listingId), [listingId]);
  const { state, reload } = useApiCall(load);
  const [files, setFiles] = useState<ListingFiles | null>(null);
  const { busy, run } = useAction();

  useEffect(() => {
    if (state.status === 'done') setFiles(state.data);
  }, [state]);

  const handleUploaded = useCallback(
    (file: ListingFile) => {
      setFiles((current) =>
        current
          ? file.kind === 'photo'
            ? { ...current, photos: [...current.photos, file] }
            : { ...current, documents: [...current.documents, file] }
          : current,
      );
      onChanged();
    },
    [onChanged],
  );
  const queue = useUploadQueue(listingId, handleUploaded);

  const change = async (key: string, action: () => Promise<ListingFiles | null>, done: string) => {
    let next: ListingFiles | null = null;
    const isDone = await run(
      key,
      async () => {
        next = await action();
      },
      done,
    );
    if (next) setFiles(next);
    if (isDone) onChanged();
    return isDone;
  };

  const reorder = (ids: number[]) => {
    // Shown at once; the server's answer (or a reload on refusal) settles it.
    setFiles((current) =>
      current
        ? { ...current, photos: ids.map((id) => current.photos.find((p) => p.id === id)!) }
        : current,
    );
    void change('order', () => reorderPhotos(listingId, ids), t('listingFiles.orderSaved')).then(
      (isDone) => {
        if (!isDone) reload();
      },
    );
  };
  const caption = (file: ListingFile, text: string) =>
    void change(
      `caption-${file.id}`,
      async () => {
        const saved = await setFileCaption(listingId, file.id, text);
        const replace = (list: ListingFile[]) => list.map((f) => (f.id === saved.id ? saved : f));
        return files
          ? { photos: replace(files.photos), documents: replace(files.documents) }
          : null;
      },
      t('listingFiles.saved'),
    );
  const remove = (file: ListingFile) =>
    void modal.confirm({
      title:
        file.kind === 'photo'
          ? t('listingFiles.deletePhotoTitle')
          : t('listingFiles.deleteDocumentTitle', { name: file.caption || file.file_name }),
      content: t('listingFiles.deleteBody'),
      okText: t('listingFiles.delete'),
      okButtonProps: { danger: true, 'data-testid': 'delete-file-confirm' },
      cancelText: t('listingFiles.cancel'),
      onOk: () =>
        change(
          `delete-${file.id}`,
          () => deleteListingFile(listingId, file.id),
          t('listingFiles.deleted'),
        ),
    });

  if (state.status === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(state.failure)}
        action={<Button onClick={reload}>{t('app.retry')}</Button>}
      />
    );
  if (!files) return <Skeleton active paragraph={{ rows: 3 }} />;
  const pending = (kind: 'photo' | 'document') => queue.items.filter((i) => i.kind === kind);
  const disabled = busy !== null;

  return (
    <div className="listing-files">
      <Card
        title={t('listingFiles.photosTitle')}
        className="listing-files__card"
        data-testid="listing-photos"
      >
        {isEditable ? (
          <>
            <Typography.Paragraph type="secondary">
              {t('listingFiles.photosHint')} {t('listingFiles.changeReviewed')}
            </Typography.Paragraph>
            <FilePicker
              accept={PHOTO_TYPES}
              label={t('listingFiles.addPhotos')}
              dropLabel={t('listingFiles.dropPhotos')}
              onFiles={(chosen) => queue.add(chosen, 'photo')}
              testId="photo-input"
            />
            <UploadList items={pending('photo')} onDismiss={queue.dismiss} />
          </>
        ) : (
          <Typography.Paragraph type="secondary">{t('listingFiles.locked')}</Typography.Paragraph>
        )}
        {files.photos.length === 0 ? (
          <Typography.Paragraph type="secondary">{t('listingFiles.noPhotos')}</Typography.Paragraph>
        ) : (
          <PhotoGrid
            photos={files.photos}
            isEditable={isEditable}
            disabled={disabled}
            onReorder={reorder}
            onDelete={remove}
            onCaption={caption}
          />
        )}
      </Card>
      <Card
        title={t('listingFiles.documentsTitle')}
        className="listing-files__card"
        data-testid="listing-documents"
      >
        {isEditable ? (
          <>
            <Typography.Paragraph type="secondary">
              {t('listingFiles.documentsHint')}
            </Typography.Paragraph>
            <FilePicker
              accept={DOCUMENT_TYPES}
              label={t('listingFiles.addDocuments')}
              dropLabel={t('listingFiles.dropDocuments')}
              onFiles={(chosen) => queue.add(chosen, 'document')}
              testId="document-input"
            />
            <UploadList items={pending('document')} onDismiss={queue.dismiss} />
          </>
        ) : null}
        {files.documents.length === 0 ? (
          <Typography.Paragraph type="secondary">
            {t('listingFiles.noDocuments')}
          </Typography.Paragraph>
        ) : (
          <DocumentList
            documents={files.documents}
            isEditable={isEditable}
            disabled={disabled}
            onDelete={remove}
            onCaption={caption}
          />
        )}
      </Card>
    </div>
  );
}
