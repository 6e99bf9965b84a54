import type { Handover } from '@autobid/contract';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';

/** Who took the car, at what odometer reading, when, and the photos of the car at the gate. */
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
      {handover.photos.length > 0 ? (
        <section aria-label={t('transaction.handover.photos')}>
          <p className="trx-muted">{t('transaction.handover.photos')}</p>
          <Flex wrap gap={8} data-testid="trx-handover-photos">
            {handover.photos.map((url, index) => (
              <a key={url} href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={t('transaction.handover.photo', { number: index + 1 })}
                  loading="lazy"
                  style={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 4 }}
                />
              </a>
            ))}
          </Flex>
        </section>
      ) : null}
    </Card>
  );
}
