import type { OutboxMessage } from '@autobid/contract';
import { Card, Pagination, Tag, Typography } from 'antd';
import { Fragment, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { useApiCall } from '../../../lib/use-api-call';
import { useQueryParams } from '../../../lib/use-query-params';
import { fetchOutbox } from '../outbox-api';
import '../admin.css';
import { LoadFailure } from '../../../components/load-failure';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** An e-mail's text with its links clickable; a link into this site opens here, in the app. */
function MessageBody({ text }: { text: string }) {
  return (
    <pre className="admin-outbox__body">
      {text.split(URL_PATTERN).map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const { pathname } = new URL(part);
        return pathname.startsWith('/invite/') ? (
          <Link key={index} to={pathname} data-testid="outbox-link">
            {part}
          </Link>
        ) : (
          <a key={index} href={part} rel="noreferrer" target="_blank">
            {part}
          </a>
        );
      })}
    </pre>
  );
}

/** Every e-mail newest first: sent through SMTP, failed, or (without SMTP) what would have been sent. */
export function OutboxPage() {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const [params, set] = useQueryParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const load = useCallback(() => fetchOutbox(page), [page]);
  const { state, reload } = useApiCall(load);
  const status = (message: OutboxMessage) => {
    if (message.sent_at)
      return <Tag color="green">{t('admin.outbox.sent', { time: dateTime(message.sent_at) })}</Tag>;
    if (message.last_error)
      return <Tag color="red">{t('admin.outbox.failed', { count: message.attempts })}</Tag>;
    return <Tag>{t('admin.outbox.notSent')}</Tag>;
  };
  return (
    <section className="admin-page" data-testid="outbox-page">
      <Typography.Title level={2}>{t('admin.outbox.title')}</Typography.Title>
      {state.status === 'done' ? (
        <Typography.Paragraph type="secondary">
          {state.data.smtp ? t('admin.outbox.introSmtp') : t('admin.outbox.introLocal')}
        </Typography.Paragraph>
      ) : null}
      {state.status === 'failed' ? <LoadFailure failure={state.failure} onRetry={reload} /> : null}
      {state.status === 'done' && state.data.data.length === 0 ? (
        <Typography.Paragraph>{t('admin.outbox.empty')}</Typography.Paragraph>
      ) : null}
      <ul className="admin-outbox">
        {(state.status === 'done' ? state.data.data : []).map((message) => (
          <li key={message.id} data-testid={`outbox-message-${message.id}`}>
            <Card size="small" title={message.subject}>
              <div className="admin-outbox__meta">
                <span>
                  {t('admin.outbox.to')}: <strong>{message.to}</strong>
                </span>
                <span>{dateTime(message.created_at)}</span>
                <Tag>
                  {t(`admin.outbox.kind.${message.kind as 'invite'}`, {
                    defaultValue: message.kind,
                  })}
                </Tag>
                {status(message)}
              </div>
              <MessageBody text={message.body} />
            </Card>
          </li>
        ))}
      </ul>
      {state.status === 'done' && state.data.meta.pagination.last_page > 1 ? (
        <Pagination
          current={page}
          total={state.data.meta.pagination.total}
          pageSize={state.data.meta.pagination.per_page}
          showSizeChanger={false}
          onChange={(next) => set({ page: String(next) })}
        />
      ) : null}
    </section>
  );
}
