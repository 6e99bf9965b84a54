import type { DealerAuction, OwnSnapIt } from '@autobid/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRemaining } from '../../../../components/countdown-format';
import { useFormatters } from '../../../../lib/format';
import { useServerNow } from '../../../../lib/server-clock';

interface SnapItStatusProps {
  auction: DealerAuction;
  snapIt: OwnSnapIt;
}

/** The dealer's snap-it: when it fires and how long until then, or what it did. */
export function SnapItStatus({ auction, snapIt }: SnapItStatusProps) {
  const { t } = useTranslation();
  const { money, time } = useFormatters();
  const now = useServerNow();
  const amount = money(snapIt.amount, auction.currency);
  const common = {
    showIcon: true,
    className: 'auto-bid__status',
    'data-testid': 'snap-it-current',
    'data-status': snapIt.status,
  } as const;
  switch (snapIt.status) {
    case 'pending': {
      const remaining = Date.parse(snapIt.fires_at) - now;
      return (
        <Alert
          {...common}
          type="info"
          title={t('snapIt.pending', { amount, time: time(snapIt.fires_at) })}
          description={
            remaining > 0
              ? t('snapIt.firesIn', {
                  remaining: formatRemaining(remaining, (count) => t('countdown.days', { count })),
                })
              : t('snapIt.firing')
          }
        />
      );
    }
    case 'fired':
      return <Alert {...common} type="success" title={t('snapIt.fired', { amount })} />;
    case 'failed':
      return (
        <Alert
          {...common}
          type="warning"
          title={t('snapIt.failed', { amount })}
          description={t('snapIt.failedWhy')}
        />
      );
  }
}
