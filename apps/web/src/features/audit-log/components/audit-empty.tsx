import { Button, Empty } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AuditLogQuery } from '../audit-log-api';
import { auditEntityText, isAuditEntityType } from '../audit-entry-text';

type Filters = Pick<AuditLogQuery, 'query' | 'entityType' | 'entityId' | 'from' | 'to'>;

/** Whether a search or a date range narrows the log beyond the record asked for. */
export function hasNarrowingFilters(filters: Filters): boolean {
  return filters.query !== '' || filters.from !== '' || filters.to !== '';
}

/** The first line of an empty log: whose entries there are none of, and whether filters count. */
function headline(t: TFunction, filters: Filters): string {
  const isNarrowed = hasNarrowingFilters(filters);
  const { entityType: type, entityId: id } = filters;
  if (id !== '' && type !== '') {
    const record = auditEntityText(t, type, id);
    return isNarrowed
      ? t('auditLog.empty.recordFiltered', { record })
      : t('auditLog.empty.record', { record });
  }
  if (id !== '')
    return isNarrowed ? t('auditLog.empty.idFiltered', { id }) : t('auditLog.empty.id', { id });
  if (isAuditEntityType(type)) {
    const kind = t(`auditLog.entities.${type}`);
    return isNarrowed
      ? t('auditLog.empty.kindFiltered', { kind })
      : t('auditLog.empty.kind', { kind });
  }
  return isNarrowed ? t('auditLog.empty.filtered') : t('auditLog.empty.log');
}

/**
 * What the log says when a page holds no entry: about which record, and which search or dates
 * are in force, with a way to clear those and keep the record.
 */
export function AuditEmpty({ filters, onClear }: { filters: Filters; onClear: () => void }) {
  const { t } = useTranslation();
  const day = (value: string) => dayjs(value, 'YYYY-MM-DD').format(t('format.date'));
  const isNarrowed = hasNarrowingFilters(filters);
  const { from, to } = filters;
  const datesLine =
    from && to
      ? t('auditLog.empty.dates', { from: day(from), to: day(to) })
      : from
        ? t('auditLog.empty.datesFrom', { from: day(from) })
        : to
          ? t('auditLog.empty.datesTo', { to: day(to) })
          : null;
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="audit-empty"
      description={
        <>
          <span className="audit-log__empty-line">{headline(t, filters)}</span>
          {filters.query !== '' ? (
            <span className="audit-log__empty-line">
              {t('auditLog.empty.search', { query: filters.query })}
            </span>
          ) : null}
          {datesLine ? <span className="audit-log__empty-line">{datesLine}</span> : null}
        </>
      }
    >
      {isNarrowed ? <Button onClick={onClear}>{t('auditLog.empty.clearFilters')}</Button> : null}
    </Empty>
  );
}
