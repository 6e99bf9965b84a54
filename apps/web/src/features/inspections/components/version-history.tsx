import type { StaffInspection } from '@autobid/contract';
import { Collapse, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { ReportView } from './report-view';

/** Every version of the report, newest first; published ones open read-only. */
export function VersionHistory({ versions }: { versions: readonly StaffInspection[] }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const published = versions.filter((v) => v.status === 'published');
  return (
    <div data-testid="version-history">
      <ul className="inspection-history">
        {versions
          .filter((v) => v.status === 'draft')
          .map((v) => (
            <li key={v.id} data-testid={`version-${v.version}`}>
              <strong>{t('inspections.editor.version', { version: v.version })}</strong>{' '}
              <Tag color="gold">{t('inspections.editor.status.draft')}</Tag>
              <span className="inspections__muted">
                {t('inspections.editor.savedAt', { date: dateTime(v.updated_at) })}
                {v.inspector ? ` ${t('inspections.editor.by', { name: v.inspector.name })}` : ''}
              </span>
            </li>
          ))}
      </ul>
      {published.length ? (
        <Collapse
          items={published.map((v) => ({
            key: String(v.version),
            label: (
              <span className="inspection-history__label" data-testid={`version-${v.version}`}>
                <strong>{t('inspections.editor.version', { version: v.version })}</strong>
                <Tag color="green">{t('inspections.editor.status.published')}</Tag>
                {v.score !== null ? t('inspections.queue.score', { score: v.score }) : null}
                <span className="inspections__muted">
                  {v.published_at
                    ? t('inspections.editor.publishedAt', { date: dateTime(v.published_at) })
                    : null}
                  {v.inspector ? ` ${t('inspections.editor.by', { name: v.inspector.name })}` : ''}
                </span>
              </span>
            ),
            children: <ReportView report={v} />,
          }))}
        />
      ) : null}
    </div>
  );
}
