import { listingInspectionAnswerSchema, type ListingInspection } from '@autobid/contract';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/format';
import { useApiCall } from '../../../lib/use-api-call';

/** `GET …/sellers/listings/{id}/inspection`: the report dealers see of the car, or null (docs/inspections.md). */
async function fetchListingInspection(listingId: number): Promise<ListingInspection> {
  const answer = await apiRequest(
    'portal',
    'v2',
    `/sellers/listings/${listingId}/inspection`,
    listingInspectionAnswerSchema,
    { noCache: true },
  );
  return answer.data;
}

/** Whether the listed car has been inspected: its score and when the report was published. */
export function ListingInspectionNote({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const load = useCallback(() => fetchListingInspection(listingId), [listingId]);
  const { state } = useApiCall(load);
  if (state.status !== 'done') return null;
  const report = state.data;
  return (
    <Alert
      className="listing-page__reason"
      type={report ? 'success' : 'info'}
      showIcon
      icon={<SafetyCertificateOutlined />}
      title={
        report
          ? t('inspections.seller.inspected', {
              score: report.score,
              date: date(report.published_at),
            })
          : t('inspections.seller.notYet')
      }
      description={report ? report.summary : t('inspections.seller.notYetHint')}
      data-testid="listing-inspection"
    />
  );
}
