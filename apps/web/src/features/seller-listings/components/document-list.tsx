import { DeleteOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ListingFile } from '@autobid/contract';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface DocumentListProps {
  documents: readonly ListingFile[];
  isEditable: boolean;
  disabled: boolean;
  onDelete: (document: ListingFile) => void;
  onCaption: (document: ListingFile, caption: string) => void;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The listing's PDFs: each opens in a new tab; while the listing may change, renamed or deleted. */
export function DocumentList({
  documents,
  isEditable,
  disabled,
  onDelete,
  onCaption,
}: DocumentListProps) {
  const { t } = useTranslation();
  return (
    <ul className="document-list" data-testid="document-list">
      {documents.map((document) => (
        <li key={document.id} className="document-list__item">
          <FilePdfOutlined aria-hidden className="document-list__icon" />
          <span className="document-list__main">
            {isEditable ? (
              <Input
                size="small"
                defaultValue={document.caption}
                placeholder={t('listingFiles.namePlaceholder')}
                aria-label={t('listingFiles.namePlaceholder')}
                maxLength={120}
                disabled={disabled}
                onBlur={(event) => {
                  const caption = event.target.value.trim();
                  if (caption !== document.caption) onCaption(document, caption);
                }}
                onPressEnter={(event) => event.currentTarget.blur()}
              />
            ) : (
              <strong>{document.caption || document.file_name}</strong>
            )}
            <span className="document-list__file">
              {document.file_name} · {megabytes(document.bytes)}
            </span>
          </span>
          <a href={document.url} target="_blank" rel="noreferrer">
            {t('listingFiles.open')}
          </a>
          {isEditable ? (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('listingFiles.delete')}
              title={t('listingFiles.delete')}
              disabled={disabled}
              onClick={() => onDelete(document)}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
