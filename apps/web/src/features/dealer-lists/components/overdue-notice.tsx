import { WarningFilled } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { markOverdueRead, readOverdueRead, shouldShowOverdue } from '../overdue-notice-storage';
import '../dealer-lists.css';

interface OverdueNoticeProps {
  count: number;
  overduePath: string;
  /** On the overdue list itself the link would lead nowhere new. */
  isOnOverdueList: boolean;
}

/**
 * Spec §2/§3: the overdue-payment notice, a banner above the lists (never a modal: it must not
 * stand between a dealer and a closing auction) until the dealer marks it read. The read flag
 * keeps the count it was read at, so a further overdue purchase shows it again.
 */
export function OverdueNotice({ count, overduePath, isOnOverdueList }: OverdueNoticeProps) {
  const { t } = useTranslation();
  const [readAt, setReadAt] = useState(readOverdueRead);
  if (!shouldShowOverdue(count, readAt)) return null;

  return (
    <Alert
      type="error"
      showIcon
      icon={<WarningFilled />}
      className="overdue-banner"
      title={t('portal.overdue.title', { count })}
      description={t('portal.overdue.body')}
      action={
        <Space wrap>
          {isOnOverdueList ? null : (
            <Link to={overduePath} data-testid="overdue-notice-view">
              <Button type="primary" danger>
                {t('portal.overdue.view')}
              </Button>
            </Link>
          )}
          <Button
            onClick={() => setReadAt(markOverdueRead(count))}
            data-testid="overdue-notice-read"
          >
            {t('portal.overdue.markRead')}
          </Button>
        </Space>
      }
      data-testid="overdue-notice"
    />
  );
}
