import { STAFF_ROLE_NAMES, type AdminUser, type StaffRole } from '@autobid/contract';
import { Checkbox, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../lib/use-action';
import { setStaffRoles } from '../users-api';

interface RolesModalProps {
  user: AdminUser | null;
  isSelf: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** A staff user's roles; the admin's own admin role stays ticked and cannot be unticked. */
export function RolesModal({ user, isSelf, onClose, onDone }: RolesModalProps) {
  const { t } = useTranslation();
  const { busy, run } = useAction();
  const [roles, setRoles] = useState<StaffRole[]>([]);
  useEffect(() => setRoles(user?.staff_roles ?? []), [user]);
  const save = async () => {
    if (!user) return;
    if (await run('roles', () => setStaffRoles(user.id, roles), t('admin.users.rolesDone')))
      onDone();
  };
  return (
    <Modal
      open={user !== null}
      title={t('admin.users.rolesTitle', { name: user?.name ?? '' })}
      okText={t('admin.save')}
      cancelText={t('admin.cancel')}
      okButtonProps={{
        loading: busy !== null,
        // A staff account keeps at least one role; to take every access away, disable it.
        disabled: roles.length === 0,
        'data-testid': 'roles-save',
      }}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('admin.users.rolesHint')}</Typography.Paragraph>
      <Checkbox.Group
        className="admin-roles"
        value={roles}
        onChange={(next) => setRoles(next)}
        options={STAFF_ROLE_NAMES.map((role) => ({
          value: role,
          label: t(`admin.role.${role}`),
          disabled: isSelf && role === 'admin',
        }))}
      />
    </Modal>
  );
}
