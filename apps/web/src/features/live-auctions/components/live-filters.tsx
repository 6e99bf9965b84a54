import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Cascader, Drawer, Grid, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMakeModelFacets } from '../api/get-make-model-facets';
import { getSellerGroups } from '../api/get-seller-groups';
import { useRemote } from '../hooks/use-remote';
import { hasFilters, LIST_CHANNELS, LIST_ORDERS, type ListFilters } from '../list-filters';
import { ModelSearch } from './model-search';

interface LiveFiltersProps {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
}

type Option = { value: number; label: string; children?: Option[] };

function FilterControls({ filters, onChange }: LiveFiltersProps) {
  const { t } = useTranslation();
  const facets = useRemote(`facets:${filters.group ?? ''}`, () =>
    getMakeModelFacets({ group: filters.group }),
  );
  const groups = useRemote('groups', getSellerGroups);
  const makeModels: Option[] = (facets.data ?? []).map((make) => ({
    value: make.id,
    label: `${make.name} (${make.count})`,
    children: make.models.map((model) => ({
      value: model.id,
      label: `${model.name} (${model.count})`,
    })),
  }));
  const picked =
    filters.make === undefined
      ? []
      : filters.model === undefined
        ? [filters.make]
        : [filters.make, filters.model];
  const without = (keys: Array<keyof ListFilters>) => {
    const next = { ...filters };
    for (const key of keys) delete next[key];
    return next;
  };

  return (
    <>
      <Cascader<Option>
        className="list-filters__control list-filters__make"
        options={makeModels}
        value={picked}
        changeOnSelect
        allowClear
        showSearch
        loading={facets.loading}
        placeholder={t('portal.filters.makeModel')}
        aria-label={t('portal.filters.makeModel')}
        notFoundContent={t('portal.filters.noModels')}
        onChange={(value) => {
          const [make, model] = value ?? [];
          onChange({
            ...without(['make', 'model']),
            ...(make ? { make } : {}),
            ...(make && model ? { model } : {}),
          });
        }}
        data-testid="filter-make-model"
      />
      <Select<number>
        className="list-filters__control"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={groups.loading}
        value={filters.group}
        placeholder={t('portal.filters.group')}
        aria-label={t('portal.filters.group')}
        options={(groups.data ?? []).map((group) => ({ value: group.group_id, label: group.name }))}
        onChange={(group) =>
          onChange({ ...without(['group', 'make', 'model']), ...(group ? { group } : {}) })
        }
        data-testid="filter-group"
      />
      <Select
        className="list-filters__control"
        allowClear
        value={filters.channel}
        placeholder={t('portal.filters.channel')}
        aria-label={t('portal.filters.channel')}
        options={LIST_CHANNELS.map((channel) => ({
          value: channel,
          label: t(`portal.filters.channels.${channel}`),
        }))}
        onChange={(channel) =>
          onChange({ ...without(['channel']), ...(channel ? { channel } : {}) })
        }
        data-testid="filter-channel"
      />
      <Select
        className="list-filters__control"
        value={filters.order ?? 'time_end'}
        aria-label={t('portal.filters.order')}
        options={LIST_ORDERS.map((order) => ({
          value: order,
          label: t(`portal.filters.orders.${order}`),
        }))}
        onChange={(order) => onChange({ ...without(['order']), order })}
        data-testid="filter-order"
      />
    </>
  );
}

/** The live list's filters: search, make and model, seller group, channel and order; in a drawer on a phone. */
export function LiveFilters({ filters, onChange }: LiveFiltersProps) {
  const { t } = useTranslation();
  const isWide = Grid.useBreakpoint().md === true;
  const [isOpen, setOpen] = useState(false);
  const active = hasFilters(filters);
  const clear = active ? (
    <Button onClick={() => onChange({})} data-testid="filters-clear">
      {t('portal.filters.clear')}
    </Button>
  ) : null;
  const count = ['group', 'channel', 'order', 'make'].filter(
    (key) => filters[key as keyof ListFilters] !== undefined,
  ).length;

  return (
    <div className="list-filters" data-testid="live-filters">
      <ModelSearch onPick={(choice) => onChange({ ...filters, ...choice })} />
      {isWide ? (
        <>
          <FilterControls filters={filters} onChange={onChange} />
          {clear}
        </>
      ) : (
        <>
          <Badge count={count} size="small">
            <Button
              icon={<FilterOutlined />}
              onClick={() => setOpen(true)}
              className="list-filters__open"
              data-testid="filters-open"
            >
              {t('portal.filters.title')}
            </Button>
          </Badge>
          <Drawer
            placement="bottom"
            open={isOpen}
            onClose={() => setOpen(false)}
            title={t('portal.filters.title')}
            size="auto"
            className="list-filters__drawer"
            footer={
              <div className="list-filters__drawer-footer">
                {clear}
                <Button type="primary" onClick={() => setOpen(false)} data-testid="filters-done">
                  {t('portal.filters.done')}
                </Button>
              </div>
            }
          >
            <div className="list-filters__stack">
              <FilterControls filters={filters} onChange={onChange} />
            </div>
          </Drawer>
        </>
      )}
    </div>
  );
}
