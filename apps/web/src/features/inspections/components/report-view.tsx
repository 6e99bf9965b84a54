import { INSPECTION_SECTION_KEYS, type InspectionSectionKey } from '@autobid/auction';
import type { StaffInspection } from '@autobid/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const RATING_COLOR = { 100: 'green', 75: 'blue', 50: 'gold', 25: 'red' } as const;

const isSectionKey = (key: string): key is InspectionSectionKey =>
  (INSPECTION_SECTION_KEYS as readonly string[]).includes(key);

/** A version as dealers read it, for the history: read-only. */
export function ReportView({ report }: { report: StaffInspection }) {
  const { t } = useTranslation();
  return (
    <div className="inspection-report" data-testid={`report-${report.version}`}>
      <Typography.Paragraph>
        {report.summary || t('inspections.editor.noSummary')}
      </Typography.Paragraph>
      <dl className="inspection-report__sections">
        {report.sections.map((section) => (
          <div key={section.key}>
            <dt>
              {isSectionKey(section.key) ? t(`inspections.sections.${section.key}`) : section.name}{' '}
              <Tag color={RATING_COLOR[section.rating]}>
                {t(`inspections.ratings.${section.rating}`)} {section.rating}
              </Tag>
            </dt>
            {section.notes ? <dd>{section.notes}</dd> : null}
          </div>
        ))}
      </dl>
      {report.photos.length ? (
        <ul className="inspection-photos__list inspection-photos__list--small">
          {report.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.thumbnail_url} alt={photo.caption} />
              </a>
              {photo.caption ? <span>{photo.caption}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{t('inspections.editor.noPhotos')}</Typography.Text>
      )}
    </div>
  );
}
