import type { AdminGroup } from '@autobid/contract';
import { Select } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiCall } from '../../../lib/use-api-call';
import { fetchGroups } from '../groups-api';

interface GroupSelectProps {
  kind: 'dealer' | 'seller';
  value?: number | undefined;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
}

/** Picks a dealer or seller group by typing part of its name; each shows its market. */
export function GroupSelect({
  kind,
  value,
  onChange,
  placeholder,
  allowClear,
  id,
}: GroupSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const load = useCallback(() => fetchGroups({ kind, q: search, page: 1 }), [kind, search]);
  const { state } = useApiCall(load);
  const groups: AdminGroup[] = state.status === 'done' ? state.data.data : [];
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear={allowClear}
      value={value}
      onChange={(next: number | undefined) => onChange?.(next)}
      placeholder={placeholder}
      loading={state.status === 'loading'}
      options={groups.map((group) => ({
        value: group.id,
        label: `${group.name} · ${t(`country.${group.market}` as 'country.MY')}`,
      }))}
      data-testid={`group-select-${kind}`}
    />
  );
}
