import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { Sheet } from '../../../components/sheet';
import { useIsWide } from '../../../lib/use-is-wide';
import { getMakeModelFacets } from '../api/get-make-model-facets';
import { getSellerGroups } from '../api/get-seller-groups';
import { useRemote } from '../hooks/use-remote';
import { hasFilters, LIST_CHANNELS, LIST_ORDERS, type ListFilters } from '../list-filters';
import { FilterSelect } from './filter-select';
import { ModelSearch } from './model-search';

interface LiveFiltersProps {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
}

interface ControlsProps extends LiveFiltersProps {
  /** The model last picked in the search, named: it may have no live car, so no facet names it. */
  searched?: { model: number; name: string } | undefined;
}

const asText = (value: number | string | undefined) => (value === undefined ? '' : String(value));
const asId = (value: string) => (value === '' ? undefined : Number(value));

function without(filters: ListFilters, keys: Array<keyof ListFilters>): ListFilters {
  const next = { ...filters };
  for (const key of keys) delete next[key];
  return next;
}

/** Make, then model: the model is picked among the chosen make's, each named with its live cars. */
function MakeModelSelects({ filters, onChange, searched }: ControlsProps) {
  const { t } = useTranslation();
  const facets = useRemote(`facets:${filters.group ?? ''}`, () =>
    getMakeModelFacets({ group: filters.group }),
  );
  const makes = facets.data ?? [];
  const models = makes.find((make) => make.id === filters.make)?.models ?? [];
  const isModelUnlisted =
    filters.model !== undefined && !models.some((model) => model.id === filters.model);
  const pick = (make: number | undefined, model: number | undefined) =>
    onChange({
      ...without(filters, ['make', 'model']),
      ...(make ? { make } : {}),
      ...(make && model ? { model } : {}),
    });

  return (
    <div className="list-filters__make-model" data-testid="filter-make-model">
      <FilterSelect
        label={t('detail.make')}
        placeholder={t('detail.make')}
        value={asText(filters.make)}
        onChange={(value) => pick(asId(value), undefined)}
        className="list-filters__make"
        testId="filter-make"
      >
        {makes.map((make) => (
          <option key={make.id} value={make.id}>
            {`${make.name} (${make.count})`}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('detail.model')}
        placeholder={t('detail.model')}
        value={asText(filters.model)}
        onChange={(value) => pick(filters.make, asId(value))}
        disabled={filters.make === undefined}
        className="list-filters__model"
        testId="filter-model"
      >
        {models.map((model) => (
          <option key={model.id} value={model.id}>
            {`${model.name} (${model.count})`}
          </option>
        ))}
        {isModelUnlisted && searched && searched.model === filters.model ? (
          <option value={searched.model}>{searched.name}</option>
        ) : null}
      </FilterSelect>
    </div>
  );
}

function FilterControls({ filters, onChange, searched }: ControlsProps) {
  const { t } = useTranslation();
  const groups = useRemote('groups', getSellerGroups);
  return (
    <>
      <MakeModelSelects filters={filters} onChange={onChange} searched={searched} />
      <FilterSelect
        label={t('portal.filters.group')}
        placeholder={t('portal.filters.group')}
        value={asText(filters.group)}
        onChange={(value) => {
          const group = asId(value);
          onChange({
            ...without(filters, ['group', 'make', 'model']),
            ...(group ? { group } : {}),
          });
        }}
        testId="filter-group"
      >
        {(groups.data ?? []).map((group) => (
          <option key={group.group_id} value={group.group_id}>
            {group.name}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('portal.filters.channel')}
        placeholder={t('portal.filters.channel')}
        value={asText(filters.channel)}
        onChange={(value) => {
          const channel = LIST_CHANNELS.find((known) => known === value);
          onChange({ ...without(filters, ['channel']), ...(channel ? { channel } : {}) });
        }}
        testId="filter-channel"
      >
        {LIST_CHANNELS.map((channel) => (
          <option key={channel} value={channel}>
            {t(`portal.filters.channels.${channel}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('portal.filters.order')}
        value={filters.order ?? 'time_end'}
        onChange={(value) => {
          const order = LIST_ORDERS.find((known) => known === value);
          if (order) onChange({ ...without(filters, ['order']), order });
        }}
        testId="filter-order"
      >
        {LIST_ORDERS.map((order) => (
          <option key={order} value={order}>
            {t(`portal.filters.orders.${order}`)}
          </option>
        ))}
      </FilterSelect>
    </>
  );
}

/** The live list's filters: search, make and model, seller group, channel and order; in a sheet on a phone. */
export function LiveFilters({ filters, onChange }: LiveFiltersProps) {
  const { t } = useTranslation();
  const isWide = useIsWide();
  const [isOpen, setOpen] = useState(false);
  const [searched, setSearched] = useState<ControlsProps['searched']>();
  const clear = hasFilters(filters) ? (
    <button type="button" className="btn" onClick={() => onChange({})} data-testid="filters-clear">
      {t('portal.filters.clear')}
    </button>
  ) : null;
  const count = (['group', 'channel', 'order', 'make'] as const).filter(
    (key) => filters[key] !== undefined,
  ).length;

  return (
    <div className="list-filters" data-testid="live-filters">
      <ModelSearch
        onPick={(choice, name) => {
          setSearched({ model: choice.model, name });
          onChange({ ...filters, ...choice });
        }}
      />
      {isWide ? (
        <>
          <FilterControls filters={filters} onChange={onChange} searched={searched} />
          {clear}
        </>
      ) : (
        <>
          <button
            type="button"
            className="btn list-filters__open"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            data-testid="filters-open"
          >
            <Icon def={FilterOutlined} />
            {t('portal.filters.title')}
            {count > 0 ? (
              <span className="count-badge list-filters__count" data-testid="filters-count">
                {count}
              </span>
            ) : null}
          </button>
          <Sheet
            open={isOpen}
            onClose={() => setOpen(false)}
            title={t('portal.filters.title')}
            closeLabel={t('app.close')}
            className="list-filters__sheet"
            testId="filters-sheet"
            footer={
              <div className="list-filters__drawer-footer">
                {clear}
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => setOpen(false)}
                  data-testid="filters-done"
                >
                  {t('portal.filters.done')}
                </button>
              </div>
            }
          >
            <div className="list-filters__stack">
              <FilterControls filters={filters} onChange={onChange} searched={searched} />
            </div>
          </Sheet>
        </>
      )}
    </div>
  );
}
