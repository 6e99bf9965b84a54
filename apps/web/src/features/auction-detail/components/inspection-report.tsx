import type { Inspection } from '@autobid/contract';
import { Card, Empty, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { translateVehicleValue } from '../../../lib/vehicle-values';
import '../auction-detail.css';

type Rating = Inspection['sections'][number]['rating'];

/** The spec §3 condition scale. */
const RATINGS: Record<Rating, { key: 'excellent' | 'good' | 'fair' | 'poor'; color: string }> = {
  100: { key: 'excellent', color: 'green' },
  75: { key: 'good', color: 'blue' },
  50: { key: 'fair', color: 'orange' },
  25: { key: 'poor', color: 'red' },
};

function scoreColor(score: number): string {
  if (score >= 85) return '#389e0d';
  if (score >= 70) return '#1d4ed8';
  if (score >= 50) return '#d46b08';
  return '#cf1322';
}

export function InspectionReport({ inspection }: { inspection: Inspection | null | undefined }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  if (!inspection) {
    return (
      <Card title={t('inspection.title')} size="small" className="panel">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('inspection.none')} />
      </Card>
    );
  }
  return (
    <Card title={t('inspection.title')} size="small" className="panel" data-testid="inspection">
      <div className="inspection__summary">
        <Progress
          type="circle"
          size={72}
          percent={inspection.score}
          format={(value) => <span className="num">{value}</span>}
          strokeColor={scoreColor(inspection.score)}
          aria-label={t('inspection.score')}
        />
        <div>
          <Typography.Paragraph className="inspection__text">
            {inspection.summary}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            {t('inspection.inspectedAt', { date: dateTime(inspection.inspected_at) })}
          </Typography.Text>
        </div>
      </div>
      <ul className="inspection__sections">
        {inspection.sections.map((section) => {
          const rating = RATINGS[section.rating];
          return (
            <li key={section.key} className="inspection__section" data-testid="inspection-section">
              <div className="inspection__section-head">
                <span className="inspection__section-name">
                  {translateVehicleValue(t, 'section', section.name)}
                </span>
                <Tag color={rating.color} className="inspection__rating">
                  {t(`inspection.rating.${rating.key}`)}
                </Tag>
              </div>
              {section.notes ? <div className="inspection__notes">{section.notes}</div> : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
