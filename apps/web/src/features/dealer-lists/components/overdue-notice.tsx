import { WarningFilled } from '@ant-design/icons';
import { Alert, Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { markNoticeShown, markOverdueRead, readOverdueNotice, shouldShowOverdue, shouldShowOverdueModal } from '../overdue-notice-storage';

interface OverdueNoticeProps {
  count: number;
  overduePath: string;
  /** Whether the dealer is on the overdue list already: no modal there, the list says it all. */
  isOnOverdueList: boolean;
}

/**
 * Spec §2/§3: the overdue-payment notice. A modal the first time a count is seen (`noticeModalShown`),
 * then a banner until the dealer marks it read (`read_overdue_notice`, the count it was read at).
 */
export function OverdueNotice({ count, overduePath, isOnOverdueList }: OverdueNoticeProps) {
  const { t } = useTranslation();
  const [stored, setStored] = useState(readOverdueNotice);
  const isShown = shouldShowOverdue(count, stored);
  const isModalOpen = isShown && !isOnOverdueList && shouldShowOverdueModal(count, stored);

  const markRead = () => setStored(markOverdueRead(count));
  const closeModal = () => setStored(markNoticeShown(count));
  if (!isShown) return null;

  const viewLink = (
    <Link to={overduePath} onClick={closeModal} data-testid="overdue-notice-view">
      <Button type="primary" danger>
        {t('portal.overdue.view')}
      </Button>
    </Link>
  );
  return (
    <>
      <Alert
        type="error"
        showIcon
        icon={<WarningFilled />}
        className="overdue-banner"
        title={t('portal.overdue.title', { count })}
        description={t('portal.overdue.body')}
        action={
          <Space wrap>
            {isOnOverdueList ? null : viewLink}
            <Button onClick={markRead} data-testid="overdue-notice-read">
              {t('portal.overdue.markRead')}
            </Button>
          </Space>
        }
        data-testid="overdue-notice"
      />
      <Modal
        open={isModalOpen}
        title={t('portal.overdue.title', { count })}
        onCancel={closeModal}
        footer={
          <Space wrap>
            <Button onClick={closeModal} data-testid="overdue-modal-later">
              {t('portal.overdue.later')}
            </Button>
            {viewLink}
          </Space>
        }
        data-testid="overdue-modal"
      >
        {t('portal.overdue.body')}
      </Modal>
    </>
  );
}
