import type { Handover } from '@autobid/contract';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';

/** Who took the car, at what odometer reading, and when. */
export function HandoverRecord({ handover }: { handover: Handover }) {
  const { t } = useTranslation();
  const { integer, dateTime } = useFormatters();
  return (
    <Card
      size="small"
      className="panel trx-handover"
      data-testid="trx-handover"
      title={t('transaction.handover.title')}
    >
      <dl className="trx-facts">
        <div className="trx-facts__row">
          <dt>{t('transaction.handover.receivedBy')}</dt>
          <dd>{handover.received_by}</dd>
        </div>
        <div className="trx-facts__row">
          <dt>{t('transaction.handover.odometer')}</dt>
          <dd className="num">
            {t('transaction.handover.km', { value: integer(handover.odometer_km) })}
          </dd>
        </div>
        <div className="trx-facts__row">
          <dt>{t('transaction.handover.at')}</dt>
          <dd className="num">{dateTime(handover.at)}</dd>
        </div>
      </dl>
      {handover.note ? <p className="trx-muted">{handover.note}</p> : null}
    </Card>
  );
}
