import HourglassOutlined from '@ant-design/icons-svg/es/asn/HourglassOutlined';
import { useTranslation } from 'react-i18next';
import { formatRemaining } from '../../../components/countdown-format';
import { Icon } from '../../../components/icon';
import { useServerNow } from '../../../lib/server-clock';

/** Time until a previewed auction opens for bidding, on server time. */
export function StartsIn({ timeStart }: { timeStart: string }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const remaining = Date.parse(timeStart) - now;
  return (
    <span className="countdown countdown--small countdown--normal" data-testid="starts-in">
      <Icon def={HourglassOutlined} />
      <span className="countdown__value">
        {remaining > 0 ? (
          <>
            <span className="starts-in__label">{t('portal.card.startsIn')} </span>
            {formatRemaining(remaining, (count) => t('countdown.days', { count }))}
          </>
        ) : (
          t('portal.card.starting')
        )}
      </span>
    </span>
  );
}
