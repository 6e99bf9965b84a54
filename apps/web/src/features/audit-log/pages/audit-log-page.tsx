import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditEntry } from '@autobid/contract';
import { Input, Select, Table, Typography } from 'antd';
import { Fragment, useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/load-failure';
import { useFormatters } from '../../../lib/format';
import { useQueryParams } from '../../../lib/use-query-params';
import { useApiCall } from '../../../lib/use-api-call';
import { AUDIT_PAGE_SIZE, changesOf, fetchAuditLog, type AuditLogQuery } from '../audit-log-api';
import {
  actionsMatching,
  auditActionText,
  auditEntityText,
  auditFieldText,
  auditFieldValueText,
  auditRoleText,
  isAuditEntityType,
  recordHistorySearch,
  recordsOfField,
} from '../audit-entry-text';
import { AuditDateRange } from '../components/audit-date-range';
import { AuditEmpty } from '../components/audit-empty';
import '../audit-log.css';

function readQuery(params: URLSearchParams): AuditLogQuery {
  const page = Number(params.get('page'));
  const day = (key: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(params.get(key) ?? '') ? params.get(key)! : '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    query: (params.get('query') ?? '').slice(0, 100),
    entityType: isAuditEntityType(params.get('entity_type') ?? '')
      ? params.get('entity_type')!
      : '',
    entityId: (params.get('entity_id') ?? '').slice(0, 50),
    from: day('from'),
    to: day('to'),
  };
}

/**
 * Every staff action and award decision, searchable; read only. Each record an entry names links
 * to its own entries; `recordPath` gives the page of a record the reader may open, if any.
 */
export function AuditLogPage({
  recordPath = () => null,
}: {
  recordPath?: (type: AuditEntityType, id: string) => string | null;
}) {
  const { t, i18n } = useTranslation();
  const { dateTime, integer } = useFormatters();
  const valueContext = (e: AuditEntry) => ({
    t,
    action: e.action,
    entityType: e.entity_type,
    dateTime,
    number: integer,
  });
  const [params, set] = useQueryParams({ reset: ['page'] });
  const query = readQuery(params);
  // What is typed in the search and id boxes: each box takes the address's value again when that
  // value changes (a link to a record's entries sets the id), and keeps what is typed otherwise.
  const inAddress = { query: query.query, entityId: query.entityId };
  const [typed, setTyped] = useState(inAddress);
  const [seen, setSeen] = useState(inAddress);
  if (seen.query !== inAddress.query || seen.entityId !== inAddress.entityId) {
    setSeen(inAddress);
    setTyped({
      query: seen.query !== inAddress.query ? inAddress.query : typed.query,
      entityId: seen.entityId !== inAddress.entityId ? inAddress.entityId : typed.entityId,
    });
  }
  const key = params.toString();
  const load = useCallback(
    () => fetchAuditLog(query, actionsMatching(t, query.query, i18n.language)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address and language stand for the query and labels
    [key, i18n.language],
  );
  const { state, reload } = useApiCall(load);
  const shown = useRef<Awaited<ReturnType<typeof fetchAuditLog>> | null>(null);
  if (state.status === 'done') shown.current = state.data;
  const page = shown.current;
  /** A field's value, each record it names a link to that record's entries. */
  const valueNode = (e: AuditEntry, field: string, value: unknown): ReactNode => {
    const records = recordsOfField(field, value);
    if (records.length === 0) return auditFieldValueText(valueContext(e), field, value);
    return records.map((record, i) => {
      const label = `${auditEntityText(t, record.type, record.id)}: ${t('auditLog.recordHistory')}`;
      return (
        <Fragment key={record.id}>
          {i > 0 ? ', ' : null}
          <Link
            to={{ search: recordHistorySearch(record.type, record.id) }}
            title={label}
            aria-label={label}
          >
            {record.id}
          </Link>
        </Fragment>
      );
    });
  };
  const entityNode = (e: AuditEntry): ReactNode => {
    const text = auditEntityText(t, e.entity_type, e.entity_id);
    if (!isAuditEntityType(e.entity_type)) return <span>{text}</span>;
    const open = recordPath(e.entity_type, e.entity_id);
    return (
      <span className="audit-log__record">
        <Link
          to={{ search: recordHistorySearch(e.entity_type, e.entity_id) }}
          title={t('auditLog.recordHistory')}
          data-testid={`audit-record-${e.id}`}
        >
          {text}
        </Link>
        {open ? (
          <Link
            to={open}
            aria-label={`${t('auditLog.openRecord')}: ${text}`}
            data-testid={`audit-open-${e.id}`}
          >
            {t('auditLog.openRecord')}
          </Link>
        ) : null}
      </span>
    );
  };
  return (
    <section className="audit-log" data-testid="audit-log" aria-busy={state.status === 'loading'}>
      <Typography.Title level={2}>{t('auditLog.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('auditLog.intro')}</Typography.Paragraph>
      <div className="audit-log__filters">
        <Input.Search
          className="audit-log__search"
          allowClear
          value={typed.query}
          onChange={(event) => setTyped({ ...typed, query: event.target.value })}
          placeholder={t('auditLog.search')}
          aria-label={t('auditLog.search')}
          maxLength={100}
          onSearch={(value) => set({ query: value })}
          data-testid="audit-search"
        />
        <Select
          value={query.entityType || 'all'}
          aria-label={t('auditLog.entityType')}
          popupMatchSelectWidth={false}
          options={[
            { value: 'all', label: t('auditLog.allEntities') },
            ...AUDIT_ENTITY_TYPES.map((type) => ({
              value: type,
              label: t(`auditLog.entities.${type}`),
            })),
          ]}
          onChange={(value) => set({ entity_type: value === 'all' ? '' : value })}
        />
        <Input
          className="audit-log__id"
          allowClear
          value={typed.entityId}
          onChange={(event) => setTyped({ ...typed, entityId: event.target.value })}
          placeholder={t('auditLog.entityId')}
          aria-label={t('auditLog.entityId')}
          maxLength={50}
          onPressEnter={(event) => set({ entity_id: event.currentTarget.value })}
          onClear={() => set({ entity_id: '' })}
        />
        <AuditDateRange
          range={{ from: query.from, to: query.to }}
          onChange={(range) => set({ from: range.from, to: range.to })}
        />
      </div>
      {state.status === 'failed' ? <LoadFailure failure={state.failure} onRetry={reload} /> : null}
      {/* The table scrolls sideways on a phone; the scroller itself takes the keyboard focus (arrow
          keys scroll it, whichever row's links are in view) and is named for a screen reader. */}
      <div className="audit-log__scroll" role="region" aria-label={t('auditLog.nav')} tabIndex={0}>
        <Table<AuditEntry>
          rowKey="id"
          size="small"
          loading={state.status === 'loading' && !page}
          dataSource={page?.data ?? []}
          locale={{
            emptyText: (
              <AuditEmpty filters={query} onClear={() => set({ query: '', from: '', to: '' })} />
            ),
          }}
          onRow={(entry) => ({ 'data-testid': `audit-row-${entry.id}` }) as object}
          pagination={{
            current: query.page,
            pageSize: AUDIT_PAGE_SIZE,
            total: page?.meta.pagination.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => set({ page: String(next) }),
          }}
          columns={[
            { key: 'at', title: t('auditLog.columns.at'), render: (_, e) => dateTime(e.at) },
            {
              key: 'who',
              title: t('auditLog.columns.who'),
              render: (_, e) => (
                <span className="audit-log__stack">
                  <strong>{e.actor?.name ?? t('auditLog.system')}</strong>
                  <span>{auditRoleText(t, e.actor_role)}</span>
                </span>
              ),
            },
            {
              key: 'what',
              title: t('auditLog.columns.what'),
              render: (_, e) => (
                <span className="audit-log__stack">
                  <strong title={e.action}>{auditActionText(t, e.action)}</strong>
                  {entityNode(e)}
                </span>
              ),
            },
            {
              key: 'change',
              title: t('auditLog.columns.change'),
              render: (_, e) => (
                <ul className="audit-log__changes">
                  {changesOf(e.before, e.after).map((change) => (
                    <li key={change.field}>
                      <span className="audit-log__field" title={change.field}>
                        {auditFieldText(t, change.field)}
                      </span>
                      {': '}
                      {valueNode(e, change.field, change.before)}
                      {' → '}
                      {valueNode(e, change.field, change.after)}
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              key: 'reason',
              title: t('auditLog.columns.reason'),
              render: (_, e) => e.reason ?? '',
            },
          ]}
        />
      </div>
    </section>
  );
}
