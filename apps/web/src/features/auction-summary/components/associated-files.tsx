import type { FileItem } from '@autobid/contract';
import {
  DownloadOutlined,
  ExportOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
} from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadUrl, fileKind, fileLabel } from '../summary-facts';

const ICONS: Record<ReturnType<typeof fileKind>, ReactNode> = {
  pdf: <FilePdfOutlined />,
  image: <FileImageOutlined />,
  other: <FileOutlined />,
};

/** The car's documents: each opens in a new tab or downloads. */
export function AssociatedFiles({ files }: { files: FileItem[] }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('showcase.summary.files')}
      size="small"
      className="panel"
      data-testid="summary-files"
    >
      {files.length === 0 ? (
        <Typography.Text type="secondary">{t('showcase.summary.filesEmpty')}</Typography.Text>
      ) : (
        <ul className="file-list">
          {files.map((file) => {
            const label = fileLabel(file);
            return (
              <li
                key={file.id}
                className="file-list__item"
                data-testid="summary-file"
                data-file-id={file.id}
              >
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="file-list__name"
                  data-testid="summary-file-open"
                >
                  <span
                    className={`file-list__icon file-list__icon--${fileKind(file)}`}
                    aria-hidden
                  >
                    {ICONS[fileKind(file)]}
                  </span>
                  <span className="file-list__text">
                    <span className="file-list__label">{label}</span>
                    {file.file_name !== label ? (
                      <span className="file-list__file-name">{file.file_name}</span>
                    ) : null}
                  </span>
                </a>
                <div className="file-list__actions">
                  <Button
                    size="small"
                    icon={<ExportOutlined />}
                    href={file.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('showcase.summary.openLabel', { name: label })}
                  >
                    {t('showcase.summary.open')}
                  </Button>
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    href={downloadUrl(file.url, window.location.origin)}
                    download={file.file_name}
                    aria-label={t('showcase.summary.downloadLabel', { name: label })}
                    data-testid="summary-file-download"
                  >
                    {t('showcase.summary.download')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
