import type { AdminUser, HelpCode } from '@autobid/contract';
import { App, Button, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text';
import { useFormatters } from '../../../lib/format';
import { failureOfError } from '../../../lib/use-api-call';
import { issueHelpCode } from '../users-api';

/** The staff roles that may issue a help code (docs/account-web.md). */
export const HELP_CODE_ROLES = ['admin', 'operations'] as const;

/** Whether a staff member with `roles` may issue a help code to `user`: dealers and sellers only. */
export function canIssueHelpCode(roles: readonly string[], user: AdminUser): boolean {
  return (
    user.kind !== 'staff' &&
    user.status === 'active' &&
    // An account without a phone cannot sign in by phone; a list from before phones shows it anyway.
    user.phone !== null &&
    roles.some((role) => (HELP_CODE_ROLES as readonly string[]).includes(role))
  );
}

/** The code, the phone it works with and until when: shown once, then gone with the modal. */
export function HelpCodeModal({
  name,
  helpCode,
  onClose,
}: {
  name: string;
  helpCode: HelpCode | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  return (
    <Modal
      open={helpCode !== null}
      title={t('helpCode.title', { name })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="help-code-close">
          {t('helpCode.close')}
        </Button>
      }
      destroyOnHidden
    >
      {helpCode ? (
        <>
          <Typography.Paragraph>{t('helpCode.intro')}</Typography.Paragraph>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('helpCode.code')}>
              <Typography.Text strong copyable style={{ fontSize: 24 }} data-testid="help-code">
                {helpCode.code}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('helpCode.phone')}>
              <span data-testid="help-code-phone">{helpCode.phone ?? ''}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('helpCode.expires')}>
              <span data-testid="help-code-expires">{dateTime(helpCode.expires_at)}</span>
            </Descriptions.Item>
          </Descriptions>
        </>
      ) : null}
    </Modal>
  );
}

/**
 * "Issue help code" on a dealer's or seller's row: support reads the code to someone whose SMS
 * does not arrive. An account without a phone is refused by the server and said so here.
 */
export function HelpCodeAction({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [isBusy, setBusy] = useState(false);
  const [helpCode, setHelpCode] = useState<HelpCode | null>(null);
  const handleIssue = async () => {
    setBusy(true);
    try {
      setHelpCode(await issueHelpCode(user.id));
    } catch (error) {
      const failure = failureOfError(error);
      // The server names the phone when the account has none to send the code with.
      void message.error(failure.fieldErrors?.phone ? t('helpCode.noPhone') : errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        loading={isBusy}
        onClick={() => void handleIssue()}
        data-testid={`help-code-${user.id}`}
      >
        {t('helpCode.action')}
      </Button>
      <HelpCodeModal name={user.name} helpCode={helpCode} onClose={() => setHelpCode(null)} />
    </>
  );
}
