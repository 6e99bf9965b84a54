import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchModels } from '../../../lib/search-models';
import { useRemote } from '../hooks/use-remote';

// Long enough to skip the keystrokes of a word being typed, short enough to feel immediate.
const TYPING_PAUSE_MS = 250;

interface ModelSearchProps {
  onPick: (choice: { make: number; model: number }) => void;
}

/** Search-as-you-type over makes and models; picking one filters the list by that make and model. */
export function ModelSearch({ onPick }: ModelSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const query = text.trim();
  const found = useRemote(
    query.length >= 2 ? query : null,
    () => searchModels(query),
    TYPING_PAUSE_MS,
  );
  const options =
    query.length >= 2
      ? (found.data ?? []).map((model) => ({
          value: String(model.id),
          label: `${model.make?.name ?? ''} ${model.name}`.trim(),
          make: model.make_id,
        }))
      : [];

  return (
    <AutoComplete
      className="list-filters__search"
      value={text}
      options={options}
      onSearch={setText}
      onChange={(value: string) => setText(value)}
      onSelect={(_value: string, option: { value: string; make: number }) => {
        setText('');
        onPick({ make: option.make, model: Number(option.value) });
      }}
      notFoundContent={
        query.length >= 2 && !found.loading && found.data ? t('portal.filters.noModels') : null
      }
      data-testid="model-search"
    >
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('portal.filters.searchPlaceholder')}
        aria-label={t('portal.filters.searchPlaceholder')}
        data-testid="model-search-input"
      />
    </AutoComplete>
  );
}
