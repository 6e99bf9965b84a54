import type { AdminUser } from '@autobid/contract';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/state/hooks';
import { useAction } from '../../../lib/use-action';
import { actOnUser } from '../users-api';
import { canIssueHelpCode, HelpCodeAction } from './help-code-action';

interface UserActionsProps {
  user: AdminUser;
  isSelf: boolean;
  onRoles: () => void;
  onChanged: () => void;
}

/**
 * What the caller may do to one account: a help code (admin, operations); an admin also disables
 * or enables it, sends a new invite link and changes roles.
 */
export function UserActions({ user, isSelf, onRoles, onChanged }: UserActionsProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { busy, run } = useAction();
  const myRoles = useAppSelector((state) => state.currentUser.user?.staff_roles ?? []);
  const isAdmin = myRoles.includes('admin');
  const act = async (action: 'disable' | 'enable' | 'resend-invite', done: string) => {
    if (await run(action, () => actOnUser(user.id, action), done)) onChanged();
  };
  const disable = () =>
    void modal.confirm({
      title: t('admin.users.disableTitle', { name: user.name }),
      content: t('admin.users.disableBody'),
      okText: t('admin.users.disable'),
      okButtonProps: { danger: true, 'data-testid': 'disable-confirm' },
      cancelText: t('admin.cancel'),
      onOk: () => act('disable', t('admin.users.disableDone')),
    });
  return (
    <span className="admin-actions">
      {canIssueHelpCode(myRoles, user) ? <HelpCodeAction user={user} /> : null}
      {isAdmin ? adminActions() : null}
    </span>
  );

  // A plain function of this render, not a component: the buttons keep their state across renders.
  function adminActions() {
    return (
      <>
        {user.kind === 'staff' ? (
          <Button size="small" onClick={onRoles} data-testid={`roles-${user.id}`}>
            {t('admin.users.roles')}
          </Button>
        ) : null}
        {user.status === 'invited' ? (
          <Button
            size="small"
            loading={busy === 'resend-invite'}
            onClick={() => void act('resend-invite', t('admin.users.resendDone'))}
            data-testid={`resend-${user.id}`}
          >
            {t('admin.users.resend')}
          </Button>
        ) : null}
        {user.status === 'disabled' ? (
          <Button
            size="small"
            loading={busy === 'enable'}
            onClick={() => void act('enable', t('admin.users.enableDone'))}
            data-testid={`enable-${user.id}`}
          >
            {t('admin.users.enable')}
          </Button>
        ) : isSelf ? null : (
          <Button
            size="small"
            danger
            loading={busy === 'disable'}
            onClick={disable}
            data-testid={`disable-${user.id}`}
          >
            {t('admin.users.disable')}
          </Button>
        )}
      </>
    );
  }
}
