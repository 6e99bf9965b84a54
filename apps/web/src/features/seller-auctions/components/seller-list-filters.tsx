import { SELLER_SORTS, type SellerSort, type SellerStage } from '@autobid/contract';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { tagsOf, type SellerListQuery } from '../seller-list-query';
import { beyondDayRange } from '../../../lib/day-range';

const DAY = 'YYYY-MM-DD';

interface SellerListFiltersProps {
  stage: SellerStage;
  query: SellerListQuery;
  onChange: (change: Partial<SellerListQuery>) => void;
}

/** Search by make or model, the status within the stage, the end date range and the order. */
export function SellerListFilters({ stage, query, onChange }: SellerListFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="seller-filters" data-testid="seller-filters">
      <Input.Search
        className="seller-filters__search"
        allowClear
        defaultValue={query.query}
        placeholder={t('sellerAuctions.filters.search')}
        aria-label={t('sellerAuctions.filters.search')}
        maxLength={100}
        onSearch={(value) => onChange({ query: value })}
        data-testid="seller-search"
      />
      <Select
        className="seller-filters__tag"
        value={query.tag}
        aria-label={t('sellerAuctions.filters.status')}
        options={tagsOf(stage).map((tag) => ({
          value: tag,
          label:
            tag === 'all'
              ? t('sellerAuctions.filters.allStatuses')
              : t(`status.${tag}` as 'status.active'),
        }))}
        onChange={(tag) => onChange({ tag })}
        data-testid="seller-tag"
      />
      <DatePicker.RangePicker
        className="seller-filters__range"
        value={query.from && query.to ? [dayjs(query.from, DAY), dayjs(query.to, DAY)] : null}
        format={t('format.date')}
        inputReadOnly
        disabledDate={beyondDayRange}
        placeholder={[t('portal.endedBids.startTime'), t('portal.endedBids.endTime')]}
        onChange={(range) => {
          const [start, end] = range ?? [];
          onChange(
            start && end ? { from: start.format(DAY), to: end.format(DAY) } : { from: '', to: '' },
          );
        }}
      />
      <Select<SellerSort | 'default'>
        className="seller-filters__sort"
        value={query.sort ?? 'default'}
        aria-label={t('sellerAuctions.filters.sort')}
        options={[
          { value: 'default', label: t('sellerAuctions.sort.default') },
          ...SELLER_SORTS.map((sort) => ({ value: sort, label: t(`sellerAuctions.sort.${sort}`) })),
        ]}
        onChange={(sort) => onChange({ sort: sort === 'default' ? null : sort })}
        data-testid="seller-sort"
      />
    </div>
  );
}
