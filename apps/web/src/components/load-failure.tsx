import { FileSearchOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApiFailure } from '../lib/api-error';
import { useErrorText } from '../lib/error-text';

/** Kinds of record a page opens by id; each has its not-found texts under `app.missing`. */
export type RecordKind =
  'session' | 'transaction' | 'purchase' | 'listing' | 'auction' | 'storefront';

/** The record a page shows and the list it belongs to, for when the server does not know it. */
export interface MissingRecord {
  kind: RecordKind;
  id: number;
  /** The list the record belongs to, and the words of the link back to it. */
  back: { path: string; label: string };
}

/** Whether asking again can succeed: no answer at all, a timeout, a rate limit or a server fault. */
export function isRetryable(failure: ApiFailure): boolean {
  return (
    failure.status === 0 ||
    failure.status === 408 ||
    failure.status === 429 ||
    failure.status >= 500
  );
}

interface LoadFailureProps {
  failure: ApiFailure;
  onRetry: () => void;
  /** Given on a page of one record: a 404 then says that record does not exist. */
  record?: MissingRecord;
}

/**
 * What a page shows when its data could not be read. A record the server does not know is named
 * as missing with the way back to its list; "Try again" is offered only where a retry can help.
 */
export function LoadFailure({ failure, onRetry, record }: LoadFailureProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (record && failure.status === 404) {
    return (
      <Result
        icon={<FileSearchOutlined />}
        title={t(`app.missing.${record.kind}.title`)}
        subTitle={t(`app.missing.${record.kind}.body`, { id: record.id })}
        data-testid="record-not-found"
        extra={
          <Link to={record.back.path}>
            <Button type="primary">{record.back.label}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      title={errorText(failure)}
      data-testid="load-failure"
      action={isRetryable(failure) ? <Button onClick={onRetry}>{t('app.retry')}</Button> : null}
    />
  );
}
