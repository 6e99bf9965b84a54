import { CloseOutlined } from '@ant-design/icons';
import { ACCOUNT_KINDS, USER_STATUSES, type AdminUser } from '@autobid/contract';
import { Button, Input, Select, Table, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_COUNTRIES } from '../../../config/countries';
import { useFormatters } from '../../../lib/format';
import { useAppSelector } from '../../../lib/state/hooks';
import { useApiCall } from '../../../lib/use-api-call';
import { useQueryParams } from '../../../lib/use-query-params';
import { tablePagination } from '../../../lib/table-pagination';
import { InviteUserDrawer } from '../components/invite-user-drawer';
import { RolesModal } from '../components/roles-modal';
import { UserActions } from '../components/user-actions';
import { fetchUsers } from '../users-api';
import '../admin.css';
import { LoadFailure } from '../../../components/load-failure';

const STATUS_COLOR = { active: 'green', invited: 'gold', disabled: 'red' } as const;
const pick = <T extends string>(allowed: readonly T[], value: string | null) =>
  allowed.find((item) => item === value);

/**
 * The accounts: an admin filters, invites, disables or enables, resends a link and changes staff
 * roles; operations find a caller and give a help code, and see nothing else to do.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const me = useAppSelector((state) => state.currentUser.user);
  const isAdmin = me?.staff_roles.includes('admin') ?? false;
  const [params, set] = useQueryParams({ reset: ['page'] });
  const query = {
    kind: pick(ACCOUNT_KINDS, params.get('kind')),
    status: pick(USER_STATUSES, params.get('status')),
    market: pick(SUPPORTED_COUNTRIES, params.get('market')),
    group_id: /^\d{1,9}$/.test(params.get('group_id') ?? '') ? params.get('group_id')! : undefined,
    q: (params.get('q') ?? '').slice(0, 100) || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const key = JSON.stringify(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address stands for the query
  const load = useCallback(() => fetchUsers(query), [key]);
  const { state, reload } = useApiCall(load);
  const [isInviting, setInviting] = useState(false);
  const [rolesOf, setRolesOf] = useState<AdminUser | null>(null);
  const groupName =
    state.status === 'done'
      ? state.data.data.find((user) => String(user.group?.id) === query.group_id)?.group?.name
      : undefined;
  const filter = (
    name: string,
    label: string,
    values: readonly string[],
    text: (v: string) => string,
  ) => (
    <Select
      aria-label={label}
      value={params.get(name) ?? ''}
      onChange={(value: string) => set({ [name]: value })}
      options={[
        { value: '', label: `${label}: ${t('admin.any')}` },
        ...values.map((value) => ({ value, label: text(value) })),
      ]}
      data-testid={`users-filter-${name}`}
    />
  );

  return (
    <section className="admin-page" data-testid="users-page">
      <div className="admin-page__head">
        <Typography.Title level={2}>{t('admin.users.title')}</Typography.Title>
        {isAdmin ? (
          <Button type="primary" onClick={() => setInviting(true)} data-testid="invite-open">
            {t('admin.users.invite')}
          </Button>
        ) : null}
      </div>
      <Typography.Paragraph type="secondary">{t('admin.users.intro')}</Typography.Paragraph>
      <div className="admin-filters">
        <Input.Search
          allowClear
          defaultValue={query.q}
          placeholder={t('admin.users.searchPlaceholder')}
          aria-label={t('admin.search')}
          maxLength={100}
          onSearch={(value) => set({ q: value })}
          data-testid="users-search"
        />
        {filter('kind', t('admin.kindLabel'), ACCOUNT_KINDS, (v) =>
          t(`admin.kind.${v as 'dealer'}`),
        )}
        {filter('status', t('admin.users.statusLabel'), USER_STATUSES, (v) =>
          t(`admin.status.${v as 'active'}`),
        )}
        {filter('market', t('admin.market'), SUPPORTED_COUNTRIES, (v) => t(`country.${v as 'MY'}`))}
        {query.group_id ? (
          <Tag
            closable
            onClose={() => set({ group_id: null })}
            closeIcon={<CloseOutlined aria-label={t('admin.users.groupClear')} />}
            data-testid="users-filter-group"
            className="admin-filters__chip"
          >
            {t('admin.users.group')}: {groupName ?? `#${query.group_id}`}
          </Tag>
        ) : null}
      </div>
      {state.status === 'failed' ? <LoadFailure failure={state.failure} onRetry={reload} /> : null}
      <Table<AdminUser>
        rowKey="id"
        loading={state.status === 'loading'}
        dataSource={state.status === 'done' ? state.data.data : []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('admin.users.empty') }}
        onRow={(user) => ({ 'data-testid': `user-row-${user.id}` }) as object}
        pagination={tablePagination(
          state.status === 'done' ? state.data.meta.pagination : null,
          (next) => set({ page: String(next) }),
        )}
        columns={[
          {
            key: 'name',
            title: t('admin.users.columns.name'),
            render: (_v, user) => (
              <span className="admin-stack">
                <strong>
                  {user.name}
                  {user.id === me?.id ? ` (${t('admin.users.you')})` : ''}
                </strong>
                <span>{user.email}</span>
              </span>
            ),
          },
          {
            key: 'kind',
            title: t('admin.users.columns.kind'),
            render: (_v, user) => t(`admin.kind.${user.kind}`),
          },
          {
            key: 'group',
            title: t('admin.users.columns.group'),
            render: (_v, user) =>
              user.kind === 'staff'
                ? user.staff_roles.map((role) => <Tag key={role}>{t(`admin.role.${role}`)}</Tag>)
                : (user.group?.name ?? ''),
          },
          {
            key: 'market',
            title: t('admin.users.columns.market'),
            render: (_v, user) => t(`country.${user.market as 'MY'}`),
          },
          {
            key: 'status',
            title: t('admin.users.columns.status'),
            className: 'admin-status-cell',
            render: (_v, user) => (
              <span className="admin-stack">
                <Tag color={STATUS_COLOR[user.status]} data-testid={`user-status-${user.id}`}>
                  {t(`admin.status.${user.status}`)}
                </Tag>
                {user.status === 'invited' && user.invite_expires_at ? (
                  <span>
                    {t('admin.users.inviteUntil', { time: dateTime(user.invite_expires_at) })}
                  </span>
                ) : null}
              </span>
            ),
          },
          {
            key: 'actions',
            // Pinned to the row's end, on a phone too: the rest of the row scrolls beneath.
            fixed: 'end',
            title: t('admin.users.columns.actions'),
            render: (_v, user) => (
              <UserActions
                user={user}
                isSelf={user.id === me?.id}
                onRoles={() => setRolesOf(user)}
                onChanged={reload}
              />
            ),
          },
        ]}
      />
      <InviteUserDrawer
        open={isInviting}
        onClose={() => setInviting(false)}
        onDone={() => {
          setInviting(false);
          reload();
        }}
      />
      <RolesModal
        user={rolesOf}
        isSelf={rolesOf?.id === me?.id}
        onClose={() => setRolesOf(null)}
        onDone={() => {
          setRolesOf(null);
          reload();
        }}
      />
    </section>
  );
}
