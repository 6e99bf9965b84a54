import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { placeOverdueNotice, type NoticePlace } from '../overdue-notice-place';
import {
  localDay,
  markOverdueRead,
  readOverdueRead,
  shouldShowOverdue,
} from '../overdue-notice-storage';
import '../../../styles/controls.css';
import './overdue-notice.css';

interface OverdueNoticeProps {
  count: number;
  overduePath: string;
  /** The page the dealer is on. */
  pathname: string;
  /** Whether that page is one of the lists; the notice never shows elsewhere. */
  isListPage: boolean;
}

/**
 * Spec §2/§3: the overdue-payment notice, a banner above a list (never a modal: it must not stand
 * between a dealer and a closing auction). It shows once a session, on the first list opened and
 * until the dealer leaves it; a dismissal holds for the day at that count, so a new overdue
 * purchase shows it again.
 */
export function OverdueNotice({ count, overduePath, pathname, isListPage }: OverdueNoticeProps) {
  const { t } = useTranslation();
  const today = useMemo(() => localDay(new Date()), []);
  const [read, setRead] = useState(readOverdueRead);
  const [place, setPlace] = useState<NoticePlace | null>(null);
  const isDue = shouldShowOverdue(count, read, today);
  const next = isDue ? placeOverdueNotice(place, { path: pathname, count, isListPage }) : place;
  useEffect(() => {
    if (next !== place) setPlace(next);
  }, [next, place]);

  if (!isDue || !isListPage || next?.path !== pathname) return null;
  const isOnOverdueList = pathname === overduePath;
  return (
    <div className="alert alert--error overdue-banner" role="alert" data-testid="overdue-notice">
      <Icon def={WarningFilled} className="overdue-banner__icon" />
      <div className="alert__text">
        <div className="overdue-banner__title">{t('portal.overdue.title', { count })}</div>
        <div className="overdue-banner__body">{t('portal.overdue.body')}</div>
      </div>
      <div className="overdue-banner__actions">
        {isOnOverdueList ? null : (
          <Link
            to={overduePath}
            className="btn btn--primary overdue-banner__view"
            data-testid="overdue-notice-view"
          >
            <span className="overdue-banner__long">{t('portal.overdue.view')}</span>
            <span className="overdue-banner__short">{t('portal.overdue.viewShort')}</span>
          </Link>
        )}
        <button
          type="button"
          className="btn"
          onClick={() => setRead(markOverdueRead(count, today))}
          data-testid="overdue-notice-read"
        >
          <span className="overdue-banner__long">{t('portal.overdue.markRead')}</span>
          <span className="overdue-banner__short">{t('portal.overdue.markReadShort')}</span>
        </button>
      </div>
    </div>
  );
}
