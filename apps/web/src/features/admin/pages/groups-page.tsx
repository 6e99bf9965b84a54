import { GROUP_KINDS, type AdminGroup } from '@autobid/contract';
import { Button, Input, Select, Table, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORTED_COUNTRIES } from '../../../config/countries';
import { useApiCall } from '../../../lib/use-api-call';
import { useQueryParams } from '../../../lib/use-query-params';
import { tablePagination } from '../../../lib/table-pagination';
import { GroupFormModal } from '../components/group-form-modal';
import { fetchGroups } from '../groups-api';
import '../admin.css';
import { LoadFailure } from '../../../components/load-failure';

/** Dealer and seller groups per market: filter, create, rename; each links to its users. */
export function GroupsPage({ usersPath }: { usersPath: string }) {
  const { t } = useTranslation();
  const [params, set] = useQueryParams({ reset: ['page'] });
  const query = {
    kind: GROUP_KINDS.find((kind) => kind === params.get('kind')),
    market: SUPPORTED_COUNTRIES.find((code) => code === params.get('market')),
    q: (params.get('q') ?? '').slice(0, 100) || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const key = JSON.stringify(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the address stands for the query
  const load = useCallback(() => fetchGroups(query), [key]);
  const { state, reload } = useApiCall(load);
  const [target, setTarget] = useState<AdminGroup | 'new' | null>(null);
  return (
    <section className="admin-page" data-testid="groups-page">
      <div className="admin-page__head">
        <Typography.Title level={2}>{t('admin.groups.title')}</Typography.Title>
        <Button type="primary" onClick={() => setTarget('new')} data-testid="group-new">
          {t('admin.groups.add')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary">{t('admin.groups.intro')}</Typography.Paragraph>
      <div className="admin-filters">
        <Input.Search
          allowClear
          defaultValue={query.q}
          placeholder={t('admin.groups.searchPlaceholder')}
          aria-label={t('admin.search')}
          maxLength={100}
          onSearch={(value) => set({ q: value })}
        />
        <Select
          aria-label={t('admin.kindLabel')}
          value={query.kind ?? ''}
          onChange={(value: string) => set({ kind: value })}
          options={[
            { value: '', label: `${t('admin.kindLabel')}: ${t('admin.any')}` },
            ...GROUP_KINDS.map((kind) => ({ value: kind, label: t(`admin.kind.${kind}`) })),
          ]}
        />
        <Select
          aria-label={t('admin.market')}
          value={query.market ?? ''}
          onChange={(value: string) => set({ market: value })}
          options={[
            { value: '', label: `${t('admin.market')}: ${t('admin.any')}` },
            ...SUPPORTED_COUNTRIES.map((code) => ({ value: code, label: t(`country.${code}`) })),
          ]}
        />
      </div>
      {state.status === 'failed' ? <LoadFailure failure={state.failure} onRetry={reload} /> : null}
      <Table<AdminGroup>
        rowKey="id"
        loading={state.status === 'loading'}
        dataSource={state.status === 'done' ? state.data.data : []}
        scroll={{ x: 640 }}
        locale={{ emptyText: t('admin.groups.empty') }}
        onRow={(group) => ({ 'data-testid': `group-row-${group.id}` }) as object}
        pagination={tablePagination(
          state.status === 'done' ? state.data.meta.pagination : null,
          (next) => set({ page: String(next) }),
        )}
        columns={[
          {
            key: 'name',
            title: t('admin.groups.columns.name'),
            render: (_v, group) => <strong>{group.name}</strong>,
          },
          {
            key: 'kind',
            title: t('admin.groups.columns.kind'),
            render: (_v, group) => t(`admin.kind.${group.kind}`),
          },
          {
            key: 'market',
            title: t('admin.groups.columns.market'),
            render: (_v, group) => t(`country.${group.market as 'MY'}`),
          },
          {
            key: 'users',
            title: t('admin.groups.columns.users'),
            className: 'num',
            render: (_v, group) => (
              <Link to={`${usersPath}?group_id=${group.id}`}>{group.user_count}</Link>
            ),
          },
          {
            key: 'actions',
            title: t('admin.groups.columns.actions'),
            render: (_v, group) => (
              <Button
                size="small"
                onClick={() => setTarget(group)}
                data-testid={`group-rename-${group.id}`}
              >
                {t('admin.groups.rename')}
              </Button>
            ),
          },
        ]}
      />
      <GroupFormModal
        target={target}
        onClose={() => setTarget(null)}
        onDone={() => {
          setTarget(null);
          reload();
        }}
      />
    </section>
  );
}
